import { QueryClient } from "@tanstack/react-query";

/** No retry, never stale, no refetch on focus, no polling unless a query asks (spec section 7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
