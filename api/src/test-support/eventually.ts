/**
 * Reads `read` until `done` accepts its answer, for at most `timeoutMs`; answers the last one read.
 * For what the database tells the api asynchronously (a NOTIFY reaches PostgreSQL's listeners a
 * moment after the commit; PGlite's at once).
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
