import { QueryClient } from '@tanstack/react-query';

/** One cache for every dashboard page of this remote (data is keyed by launch, status, page, search...). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // staleTime 0: going back to a launch, status, tab or page seen a moment ago reloads it (spec: the data reloads
    // when these change), showing the cached figures meanwhile. The staff session sets its own.
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: 0 },
  },
});
