import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { ApiError, api, json } from "@/lib/api-client";
import { authKeys } from "./keys";

/** A 401 means signed out: the query yields null instead of failing. */
export async function fetchUser(): Promise<UserResponse | null> {
  try {
    return await json(api.api.auth.user.$get());
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: authKeys.user, queryFn: fetchUser });

export function useUser() {
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: !!user,
    isPaid: !!user && user.subscriptionStatus === "active" && (user.subscriptionTier === "pro" || user.subscriptionTier === "enterprise"),
    refetch: query.refetch,
  };
}
