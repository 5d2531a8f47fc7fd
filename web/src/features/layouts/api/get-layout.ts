import { queryOptions, useQuery, type Query } from "@tanstack/react-query";
import type { LayoutResponse, LayoutSummary } from "@layoutlift/core/contract/layouts";
import { api, json } from "@/lib/api-client";
import { layoutKeys } from "./keys";
import { readLayout } from "./layout-response";

/** How often the editor re-reads a layout that is still extracting. */
const EDITOR_POLL_MS = 1000;

export const isExtracting = (layout: Pick<LayoutSummary, "status">) => layout.status === "queued" || layout.status === "running";

export const fetchLayout = (id: string): Promise<LayoutResponse> => readLayout(json(api.api.layouts[":id"].$get({ param: { id } })));

/** Polls only while the extraction is still running, so whoever waits sees the moment it is done. */
export const pollWhileExtracting =
  (ms: number) =>
  (query: Query<LayoutResponse, Error, LayoutResponse, readonly unknown[]>): number | false =>
    query.state.data && isExtracting(query.state.data) ? ms : false;

/**
 * One cached layout per id, read by the editor and polled by the extract screen: when the extract screen sees
 * "done" and opens the editor, the editor already holds the finished layout.
 */
export const layoutQueryOptions = (id: string, enabled = true) =>
  queryOptions({
    queryKey: layoutKeys.layout(id),
    queryFn: () => fetchLayout(id),
    enabled,
    refetchInterval: pollWhileExtracting(EDITOR_POLL_MS),
  });

export function useLayout(id: string, enabled: boolean) {
  return useQuery(layoutQueryOptions(id, enabled));
}
