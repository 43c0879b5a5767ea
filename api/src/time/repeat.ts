/**
 * Background work of a serving process (reminders, the daily expiry and due-date checks): runs `task`
 * every `intervalMs` (and at once with `now`), one run at a time; the answer stops it, waiting for a
 * run under way.
 */
export function repeatWithoutOverlap(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
  { now = false } = {},
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  if (now) run();
  const timer = setInterval(run, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
