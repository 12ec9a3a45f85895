import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache. Errors are already reported by the API client, so no retry storms. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
