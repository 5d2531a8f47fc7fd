import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutSummary } from "@layoutlift/core/api/layouts";
import { api, json } from "@/lib/api-client";
import { layoutKeys } from "@/features/layouts/api/keys";


/** While any layout is still extracting the list refreshes itself; otherwise it never polls (spec section 7). */
const POLL_WHILE_EXTRACTING_MS = 2000;

export const isExtracting = (layout: Pick<LayoutSummary, "status">) => layout.status === "queued" || layout.status === "running";

export const layoutsQueryOptions = () =>
  queryOptions({
    queryKey: layoutKeys.list,
    queryFn: () => json<LayoutSummary[]>(api.api.layouts.$get()),
    refetchInterval: (query) => (query.state.data?.some(isExtracting) ? POLL_WHILE_EXTRACTING_MS : false),
  });

export function useLayouts(enabled: boolean) {
  return useQuery({ ...layoutsQueryOptions(), enabled });
}
