import { useEffect } from 'react';
import { queryClient, useSession } from '@clinica/shared';
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

/** Whether the screen has read its data: something was read and nothing is being read. */
const firstScreenRead = (): boolean =>
  queryClient.isFetching() === 0 &&
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0);

/**
 * Runs `task` once the first screen has read its data and the browser is idle (a screen that reads
 * nothing: after FIRST_SCREEN_WAIT_MS), so the refresh never holds up the screen's own calls; answers a cancel.
 */
function afterFirstScreen(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    stop();
    cancelIdle = whenIdle(task);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (firstScreenRead()) start();
  });
  const timer = setTimeout(start, FIRST_SCREEN_WAIT_MS);
  const stop = (): void => {
    unsubscribe();
    clearTimeout(timer);
  };
  if (firstScreenRead()) start();
  return () => {
    started = true;
    stop();
    cancelIdle?.();
  };
}

const FIRST_SCREEN_WAIT_MS = 5000;

/** Runs `task` once the browser is idle (at most REFRESH_WAIT_MS later); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: REFRESH_WAIT_MS });
  return () => cancelIdleCallback(handle);
}

const REFRESH_WAIT_MS = 2000;
