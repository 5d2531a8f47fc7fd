import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LayoutHistoryResponse, LayoutVersionDetail, LayoutVersionSummary, RenameVersionRequest, RestoreVersionRequest } from "@layoutlift/core/contract/layout-versions";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import { api, json } from "@/lib/api-client";
import { layoutKeys, readLayout } from "@/features/layouts";

const versions = api.api.layouts[":id"].versions;

export function useLayoutHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: layoutKeys.history(id),
    queryFn: (): Promise<LayoutHistoryResponse> => json(versions.$get({ param: { id } })),
    enabled,
  });
}

export function useLayoutVersion(id: string, versionId: string | null) {
  return useQuery({
    queryKey: layoutKeys.version(id, versionId ?? ""),
    queryFn: (): Promise<LayoutVersionDetail> => json(versions[":versionId"].$get({ param: { id, versionId: versionId! } })),
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}

export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, ...body }: RestoreVersionRequest & { versionId: string }): Promise<LayoutResponse> =>
      readLayout(json(versions[":versionId"].restore.$post({ param: { id, versionId }, json: body }))),
    onSuccess: (layout) => {
      queryClient.setQueryData(layoutKeys.layout(id), layout);
      void queryClient.invalidateQueries({ queryKey: layoutKeys.history(id) });
    },
  });
}

/** Names a version (null or "" removes the name); the list shows the new name at once. */
export function useRenameVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, label }: RenameVersionRequest & { versionId: string }): Promise<LayoutVersionSummary> =>
      json(versions[":versionId"].$patch({ param: { id, versionId }, json: { label } })),
    onSuccess: (renamed) => {
      queryClient.setQueryData<LayoutHistoryResponse>(layoutKeys.history(id), (old) =>
        old ? { ...old, versions: old.versions.map((v) => (v.id === renamed.id ? { ...v, label: renamed.label } : v)) } : old,
      );
    },
  });
}
