import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PatchSettingsRequest, UserSettings } from "@layoutlift/core/contract/account";
import { toast } from "@/components/ui/toaster";
import { api, json } from "@/lib/api-client";
import { settingsKeys } from "./keys";

export function useSettings(enabled: boolean) {
  return useQuery({ queryKey: settingsKeys.settings, queryFn: (): Promise<UserSettings> => json(api.api.settings.$get()), enabled });
}

/** Switches flip at once and roll back with a toast if the server refuses. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PatchSettingsRequest): Promise<UserSettings> => json(api.api.settings.$patch({ json: patch })),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.settings });
      const previous = queryClient.getQueryData<UserSettings>(settingsKeys.settings);
      if (previous) queryClient.setQueryData<UserSettings>(settingsKeys.settings, { ...previous, ...patch });
      return { previous };
    },
    onError: (err, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.settings, context.previous);
      toast.error("Could not save your setting", { description: err.message });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.settings, saved);
      toast.success("Preferences saved");
    },
  });
}
