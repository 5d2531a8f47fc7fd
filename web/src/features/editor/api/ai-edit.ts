import { useMutation } from "@tanstack/react-query";
import type { AiEditRequest, AiEditResponse } from "@layoutlift/core/contract/ai-edit";
import { api, json } from "@/lib/api-client";

export function useAiEdit(id: string) {
  return useMutation({
    mutationFn: (body: AiEditRequest): Promise<AiEditResponse> => json(api.api.layouts[":id"]["ai-edit"].$post({ param: { id }, json: body })),
  });
}
