import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutResponse } from "@layoutlift/core/api/layouts";
import { api, json } from "@/lib/api-client";
import { layoutKeys } from "@/features/layouts/api/keys";

const POLL_MS = 1000;

export const layoutQueryOptions = (id: string, enabled = true) =>
  queryOptions({
    queryKey: layoutKeys.layout(id),
    queryFn: () => json<LayoutResponse>(api.api.layouts[":id"].$get({ param: { id } })),
    enabled,
    // Poll only while the extraction is still running, so the editor opens the moment it is done.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "queued" || status === "running" ? POLL_MS : false;
    },
  });

export function useLayout(id: string, enabled: boolean) {
  return useQuery(layoutQueryOptions(id, enabled));
}
