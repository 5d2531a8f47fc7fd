import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LayoutResponse, PatchLayoutRequest } from "@layoutlift/core/contract/layouts";
import { api, json } from "@/lib/api-client";
import { layoutKeys, readLayout } from "@/features/layouts";
import { siteHistoryKey } from "./site-history";
import { sitePartsKey } from "./site-parts";

export function useSaveLayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatchLayoutRequest): Promise<LayoutResponse> => readLayout(json(api.api.layouts[":id"].$patch({ param: { id }, json: body }))),
    onSuccess: (layout) => {
      queryClient.setQueryData(layoutKeys.layout(id), layout);
      void queryClient.invalidateQueries({ queryKey: layoutKeys.history(id) });
      // A page of a site: an edit of a shared part was written to the other pages too, so their cached copies are old.
      if (layout.siteId) {
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === "layouts" && q.queryKey[1] !== id && q.queryKey[1] !== "list" });
        void queryClient.invalidateQueries({ queryKey: sitePartsKey(id) });
        void queryClient.invalidateQueries({ queryKey: siteHistoryKey(layout.siteId) });
      }
    },
  });
}
