import { useEffect, useState } from 'react';

/** A search waits this long after the last key before it runs (or joins the address). */
export const SEARCH_DELAY_MS = 300;

/**
 * `value` once it has stayed the same for `delayMs`: a search box's text, searched when the user
 * pauses. Only a change of `value` restarts the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
