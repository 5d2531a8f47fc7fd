import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LayoutResponse, PatchLayoutRequest } from "@layoutlift/core/api/layouts";
import { api, json } from "@/lib/api-client";
import { editorKeys } from "./keys";

export function useSaveLayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchLayoutRequest) => json<LayoutResponse>(api.api.layouts[":id"].$patch({ param: { id }, json: body })),
    onSuccess: (layout) => {
      queryClient.setQueryData(editorKeys.layout(id), layout);
    },
  });
}
