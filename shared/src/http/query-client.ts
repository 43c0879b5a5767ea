import { QueryClient } from '@tanstack/react-query';
import { clearWithUser } from '../session/session.store.ts';

/**
 * The page's one cache of api data: @clinica/shared is a federation singleton, so the host and every
 * remote read and invalidate the same entries. Lost answers are already sent again by the http client
 * (api-fetch.ts), so queries do not retry; data is refetched when a screen mounts or asks, not on
 * window focus (the agenda polls nothing behind the user's back).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

// what one user read is never shown to the next
clearWithUser(() => queryClient.clear());
