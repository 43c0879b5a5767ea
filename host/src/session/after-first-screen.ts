import { queryClient } from '@clinica/shared';

/** Whether the screen has read its data: something was read and nothing is being read. */
const firstScreenRead = (): boolean =>
  queryClient.isFetching() === 0 &&
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0);

/** A screen that reads nothing: start after this long anyway. */
const FIRST_SCREEN_WAIT_MS = 5000;
/** The longest wait for an idle browser once the screen has read. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `task` once the first screen has read its data and the browser is idle (a screen that reads
 * nothing: after FIRST_SCREEN_WAIT_MS), so what the portal does in the background (the permissions
 * refresh, the notification channel) never holds up the screen's own code and calls. Later calls,
 * with the screen's data already read, run at the next idle moment. Answers a cancel.
 */
export function afterFirstScreen(task: () => void): () => void {
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

/** Runs `task` once the browser is idle (at most IDLE_WAIT_MS later); answers a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: IDLE_WAIT_MS });
  return () => cancelIdleCallback(handle);
}
