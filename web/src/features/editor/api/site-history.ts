import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RestoreSiteSaveRequest, RestoreSiteSaveResponse, SiteHistoryResponse } from "@layoutlift/core/contract/site-history";
import { api, json } from "@/lib/api-client";
import { layoutKeys } from "@/features/layouts";

export const siteHistoryKey = (siteId: string) => ["sites", siteId, "history"] as const;

/** The saves of every page of a site, newest first (read while the panel is open). */
export function useSiteHistory(siteId: string, enabled: boolean) {
  return useQuery({
    queryKey: siteHistoryKey(siteId),
    queryFn: (): Promise<SiteHistoryResponse> => json(api.api.sites[":id"].history.$get({ param: { id: siteId } })),
    enabled,
  });
}

/**
 * Brings the whole site back to one save. Every page may have changed, so every cached page (and its history and
 * shared parts) is read again.
 */
export function useRestoreSiteSave(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RestoreSiteSaveRequest): Promise<RestoreSiteSaveResponse> => json(api.api.sites[":id"].history.restore.$post({ param: { id: siteId }, json: body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: siteHistoryKey(siteId) });
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === layoutKeys.all[0] && q.queryKey[1] !== "list" });
    },
  });
}

