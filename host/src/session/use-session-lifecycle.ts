import { useEffect } from 'react';
import { useSession } from '@clinica/shared';
import { afterFirstScreen } from './after-first-screen.ts';
import { refreshPermissions } from './session.resource.ts';

/**
 * Keeps the session honest while the portal is open: ends it when its 8 hours are over and picks up
 * permission changes (a fresh token) whenever a session starts or the page is reloaded, once the
 * first screen has asked for its data.
 */
export function useSessionLifecycle(): void {
  const expiresAt = useSession((state) => state.expiresAt);
  const userId = useSession((state) => state.user?.id);

  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(() => useSession.getState().end('expired'), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  // after the first screen's own calls: the stored token is still good, and the fresh one only
  // matters if permissions changed meanwhile (the socket reports changes while the portal is open)
  useEffect(() => {
    if (!userId) return;
    return afterFirstScreen(() => void refreshPermissions().catch(() => undefined));
  }, [userId]);
}
