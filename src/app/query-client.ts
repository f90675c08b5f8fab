import { QueryClient } from "@tanstack/react-query";

/** The spec's data cache: 1 retry, no refetch on window focus, 5 minutes stale time. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 5 * 60 * 1000 },
    },
  });
}
