import { useEffect } from 'react';
import { useSession } from '@clinica/shared';
import { refreshPermissions } from './session.resource.ts';

/**
 * Keeps the session honest while the portal is open: ends it when its 8 hours are over and picks up
 * permission changes (a fresh token) whenever a session starts or the page is reloaded.
 */
export function useSessionLifecycle(): void {
  const expiresAt = useSession((state) => state.expiresAt);
  const userId = useSession((state) => state.user?.id);

  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(() => useSession.getState().end('expired'), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt]);

  useEffect(() => {
    if (userId) refreshPermissions().catch(() => undefined);
  }, [userId]);
}
