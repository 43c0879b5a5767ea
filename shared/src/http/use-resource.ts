import { useCallback, useEffect, useState } from 'react';

export interface Resource<T> {
  data?: T;
  loading: boolean;
  failed: boolean;
  /** Loads again (after a save elsewhere on the screen). */
  reload: () => void;
}

/**
 * Data a screen reads from the api: loads on mount and whenever `key` changes; an answer that arrives
 * after the key changed (or the screen closed) is dropped, so a slow reply never overwrites a newer one.
 * `load` undefined: nothing to load yet.
 */
export function useResource<T>(load: (() => Promise<T>) | undefined, key: string): Resource<T> {
  const [state, setState] = useState<{ data?: T; key?: string; loading: boolean; failed: boolean }>({ loading: load !== undefined, failed: false });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!load) {
      setState({ loading: false, failed: false });
      return;
    }
    let current = true;
    // a reload keeps showing what is there; a new key never shows the previous key's data
    setState((previous) => ({ data: previous.key === key ? previous.data : undefined, key: previous.key, loading: true, failed: false }));
    load().then(
      (data) => current && setState({ data, key, loading: false, failed: false }),
      () => current && setState({ loading: false, failed: true }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure every render; `key` says when it means something new
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);

  return { data: state.data, loading: state.loading, failed: state.failed, reload };
}
