import { useQuery } from "@tanstack/react-query";
import type { AiProviderInfo } from "@layoutlift/core/contract/ai-edit";
import { api, json } from "@/lib/api-client";
import { editorKeys } from "./keys";

export function useAiProvider(enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.aiProvider,
    queryFn: (): Promise<AiProviderInfo> => json(api.api.ai.provider.$get()),
    enabled,
  });
}
