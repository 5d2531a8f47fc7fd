import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LayoutHistoryResponse, LayoutVersionDetail, RestoreVersionRequest } from "@layoutlift/core/api/layout-versions";
import type { LayoutResponse } from "@layoutlift/core/api/layouts";
import { apiFetch, json } from "@/lib/api-client";
import { layoutKeys } from "@/features/layouts/api/keys";

export function useLayoutHistory(id: string, enabled: boolean) {
  return useQuery({
    queryKey: layoutKeys.history(id),
    queryFn: () => json<LayoutHistoryResponse>(apiFetch(`/api/layouts/${id}/versions`)),
    enabled,
  });
}

export function useLayoutVersion(id: string, versionId: string | null) {
  return useQuery({
    queryKey: layoutKeys.version(id, versionId ?? ""),
    queryFn: () => json<LayoutVersionDetail>(apiFetch(`/api/layouts/${id}/versions/${versionId}`)),
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}

export function useRestoreVersion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ versionId, ...body }: RestoreVersionRequest & { versionId: string }) =>
      json<LayoutResponse>(
        apiFetch(`/api/layouts/${id}/versions/${versionId}/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      ),
    onSuccess: (layout) => {
      queryClient.setQueryData(layoutKeys.layout(id), layout);
      void queryClient.invalidateQueries({ queryKey: layoutKeys.history(id) });
    },
  });
}
