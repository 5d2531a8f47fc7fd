import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { api, json } from "@/lib/api-client";
import { isExtracting } from "./get-layout";
import { layoutKeys } from "./keys";
import { useWorkspaces } from "./workspaces";

/** While any layout is still extracting the list refreshes itself; otherwise it never polls (spec section 7). */
const POLL_WHILE_EXTRACTING_MS = 2000;

const fetchLayouts = (teamId: string | null): Promise<LayoutSummary[]> =>
  json(api.api.layouts.$get({ query: teamId ? { teamId } : {} }));

export const layoutsQueryOptions = (teamId: string | null) =>
  queryOptions({
    queryKey: layoutKeys.workspaceList(teamId),
    queryFn: () => fetchLayouts(teamId),
    refetchInterval: (query) => (query.state.data?.some(isExtracting) ? POLL_WHILE_EXTRACTING_MS : false),
  });

/** The layouts of the workspace chosen in the app shell's switcher. */
export function useLayouts(enabled: boolean) {
  const { current } = useWorkspaces(enabled);
  const teamId = current?.teamId ?? null;
  return useQuery({ ...layoutsQueryOptions(teamId), enabled: enabled && !!current });
}
