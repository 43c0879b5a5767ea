import { useSyncExternalStore } from 'react';

/** Spec 01 section 2: below 960 px the portal uses its mobile layout. */
export const MOBILE_QUERY = '(max-width: 959.98px)';

/** Follows a CSS media query (true while it matches). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
