import { QueryClient } from '@tanstack/react-query';

/** One cache for every dashboard page of this remote (data is keyed by launch, status, page, search...). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
    mutations: { retry: 0 },
  },
});
