import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKeySummary, CreateApiKeyInput, CreatedApiKey } from "@layoutlift/core/api/api-keys";
import { toast } from "@/components/ui/toaster";
import { ApiError, apiFetch } from "@/lib/api-client";

export const apiKeyKeys = { list: ["api-keys"] as const };

const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.serverMessage : "") || fallback;

export function useApiKeys(enabled: boolean) {
  return useQuery({
    queryKey: apiKeyKeys.list,
    queryFn: async () => (await (await apiFetch("/api/api-keys")).json()) as ApiKeySummary[],
    enabled,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput) => {
      const res = await apiFetch("/api/api-keys", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(input),
      });
      return (await res.json()) as CreatedApiKey;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
    onError: (err) => toast.error("Error", { description: serverMessage(err, "Failed to generate an API key") }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => apiFetch(`/api/api-keys/${id}`, { method: "DELETE" }),
    onSuccess: async () => {
      toast.success("API key revoked", { description: "Requests using it are refused from now on." });
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
    },
    onError: (err) => toast.error("Error", { description: serverMessage(err, "Failed to revoke the API key") }),
  });
}
