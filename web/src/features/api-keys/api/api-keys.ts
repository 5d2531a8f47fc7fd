import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeySummary, CreateApiKeyInput, CreatedApiKey } from "@layoutlift/core/contract/api-keys";
import { toast } from "@/components/ui/toaster";
import { ApiError, api, json } from "@/lib/api-client";

export const apiKeyKeys = { list: ["api-keys"] as const };

const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.serverMessage : "") || fallback;

export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.list,
    queryFn: (): Promise<ApiKeySummary[]> => json(api.api["api-keys"].$get()),
    enabled,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput): Promise<CreatedApiKey> => json(api.api["api-keys"].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
    onError: (err) => toast.error("Error", { description: serverMessage(err, "Failed to generate an API key") }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.api["api-keys"][":id"].$delete({ param: { id } }),
    onSuccess: async () => {
      toast.success("API key revoked", { description: "Requests using it are refused from now on." });
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
    },
    onError: (err) => toast.error("Error", { description: serverMessage(err, "Failed to revoke the API key") }),
  });
}
