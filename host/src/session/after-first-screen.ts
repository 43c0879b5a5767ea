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
 * refresh, the notification channel) never holds up the screen's own code and calls. The screen is
 * asked again at the idle moment: a screen may start a read while it draws what came first (the
 * agenda reads its week while rendering and its filters' lists once drawn), and then the task waits
 * for those too. Later calls, with the screen's data already read, run at the next idle moment.
 * Answers a cancel.
 */
export function afterFirstScreen(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let done = false;
  let waitedEnough = false;
  const finish = (): void => {
    done = true;
    unsubscribe();
    clearTimeout(timer);
    cancelIdle?.();
  };
  // one idle moment asked for at a time; at that moment the screen must still be done reading
  const atIdle = (): void => {
    if (done || cancelIdle) return;
    cancelIdle = whenIdle(() => {
      cancelIdle = undefined;
      if (done || !(waitedEnough || firstScreenRead())) return;
      finish();
      task();
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (firstScreenRead()) atIdle();
  });
  const timer = setTimeout(() => {
    waitedEnough = true;
    atIdle();
  }, FIRST_SCREEN_WAIT_MS);
  if (firstScreenRead()) atIdle();
  return finish;
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
