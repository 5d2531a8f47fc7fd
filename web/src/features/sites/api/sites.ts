import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteResponse, SiteSummary } from "@layoutlift/core/contract/sites";
import { toast } from "@/components/ui/toaster";
import { ApiError, api, json } from "@/lib/api-client";
import { authKeys } from "@/features/auth";
import { layoutKeys } from "@/features/layouts";

/** A site's progress page re-reads it this often while pages are found and extracted. */
const SITE_POLL_MS = 500;
/** The dashboard's site cards refresh while a site is still running, like layout cards. */
const LIST_POLL_MS = 2000;

export const siteKeys = {
  all: ["sites"] as const,
  list: (teamId: string | null) => ["sites", "list", teamId ?? "personal"] as const,
  site: (id: string) => ["sites", id] as const,
};

const running = (site: Pick<SiteSummary, "status">) => site.status === "queued" || site.status === "running";

export const siteQueryOptions = (id: string, enabled = true) =>
  queryOptions({
    queryKey: siteKeys.site(id),
    queryFn: (): Promise<SiteResponse> => json(api.api.sites[":id"].$get({ param: { id } })),
    enabled: enabled && !!id,
    refetchInterval: (query) => (query.state.data && running(query.state.data) ? SITE_POLL_MS : false),
  });

export function useSite(id: string | null | undefined) {
  return useQuery(siteQueryOptions(id ?? "", !!id));
}

/** The sites of a workspace (null: personal), one dashboard card each. */
export function useSites(teamId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: siteKeys.list(teamId),
    queryFn: (): Promise<SiteSummary[]> => json(api.api.sites.$get({ query: teamId ? { teamId } : {} })),
    enabled,
    refetchInterval: (query) => (query.state.data?.some(running) ? LIST_POLL_MS : false),
  });
}

/** Deletes a site with all its pages; the lists and the allowance shown are refreshed. */
export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.api.sites[":id"].$delete({ param: { id } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: siteKeys.all });
      void queryClient.invalidateQueries({ queryKey: layoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
      toast.success("Site deleted", { description: "The site and all its pages were deleted." });
    },
    onError: (err) => toast.error("Could not delete the site", { description: err instanceof ApiError ? err.serverMessage : err.message }),
  });
}
