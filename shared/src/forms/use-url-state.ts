import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from '@clinica/shared/router';

/** Keys to set ('' or undefined: removed), or the whole next query built from the current one. */
export type UrlChanges = Record<string, string | undefined> | ((current: URLSearchParams) => URLSearchParams);

/**
 * A screen's state in the address (filters, page, search), so a link or going back shows the same
 * thing; every change replaces the entry instead of adding to the history.
 * Changes build on the last one written, not on the last render: two changes before React renders
 * both count (react-router's setSearchParams does not queue updates, and the router renders in a
 * transition, so a render may still show an address two writes old).
 */
export function useUrlState(): [URLSearchParams, (changes: UrlChanges) => void] {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  // our writes the router has not rendered yet, oldest first
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const shown = pending.current.indexOf(search.toString());
    if (shown >= 0) {
      // one of ours caught up: later writes of ours still win
      pending.current = pending.current.slice(shown + 1);
      if (pending.current.length > 0) return;
    } else {
      // someone else moved the address (back button, a link): it wins
      pending.current = [];
    }
    latest.current = search;
  }, [search]);
  const update = useCallback(
    (changes: UrlChanges) => {
      const current = latest.current;
      const next = typeof changes === 'function' ? changes(current) : withChanges(current, changes);
      if (next.toString() === current.toString()) return;
      latest.current = next;
      pending.current.push(next.toString());
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
  return [search, update];
}

const withChanges = (current: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
};
