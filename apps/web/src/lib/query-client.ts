import { QueryClient } from '@tanstack/react-query';
import { holdBackgroundWorkWhile } from './background-work.ts';

/** Spec section 9: cached answers are fresh for 5 minutes. */
export const CACHE_DURATION_MS = 5 * 60_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: CACHE_DURATION_MS, retry: 1, refetchOnWindowFocus: false },
  },
});

// Background work waits while the first screen's calls are in flight (background-work.ts).
holdBackgroundWorkWhile({
  isBusy: () => queryClient.isFetching() > 0,
  subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
});
