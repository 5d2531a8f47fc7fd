import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LayoutResponse, PatchLayoutRequest } from "@layoutlift/core/contract/layouts";
import { api, json } from "@/lib/api-client";
import { layoutKeys, readLayout } from "@/features/layouts";

export function useSaveLayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchLayoutRequest): Promise<LayoutResponse> => readLayout(json(api.api.layouts[":id"].$patch({ param: { id }, json: body }))),
    onSuccess: (layout) => {
      queryClient.setQueryData(layoutKeys.layout(id), layout);
      void queryClient.invalidateQueries({ queryKey: layoutKeys.history(id) });
    },
  });
}
