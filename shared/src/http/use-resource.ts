import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

export interface Resource<T> {
  data?: T;
  loading: boolean;
  failed: boolean;
  /** Loads again (after a save elsewhere on the screen). */
  reload: () => void;
}

/**
 * Data a screen reads from the api, kept in the page's one query cache under `key`: loads on mount
 * and whenever `key` changes; an answer that arrives after the key changed (or the screen closed) is
 * dropped, so a slow reply never overwrites a newer one. A reload keeps showing what is there; a new
 * key never shows another key's data. Screens reading the same key share one entry (a reload of one
 * refreshes the others). `load` undefined: nothing to load yet.
 */
export function useResource<T>(load: (() => Promise<T>) | undefined, key: string): Resource<T> {
  const query = useQuery({ queryKey: ['resource', key], queryFn: () => load!(), enabled: load !== undefined }, queryClient);
  const { refetch } = query;
  // stable, as before: screens pass it on as onSaved
  const reload = useCallback(() => void refetch(), [refetch]);
  return { data: query.data, loading: load !== undefined && query.isFetching, failed: query.isError, reload };
}
