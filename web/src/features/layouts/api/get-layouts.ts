import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { api, json } from "@/lib/api-client";
import { isExtracting } from "./get-layout";
import { layoutKeys } from "./keys";

/** While any layout is still extracting the list refreshes itself; otherwise it never polls (spec section 7). */
const POLL_WHILE_EXTRACTING_MS = 2000;

const fetchLayouts = (): Promise<LayoutSummary[]> => json(api.api.layouts.$get());

export const layoutsQueryOptions = () =>
  queryOptions({
    queryKey: layoutKeys.list,
    queryFn: fetchLayouts,
    refetchInterval: (query) => (query.state.data?.some(isExtracting) ? POLL_WHILE_EXTRACTING_MS : false),
  });

export function useLayouts(enabled: boolean) {
  return useQuery({ ...layoutsQueryOptions(), enabled });
}
