import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AvatarResponse } from "@layoutlift/core/contract/account";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { toast } from "@/components/ui/toaster";
import { ApiError, api, json } from "@/lib/api-client";
import { authKeys } from "@/features/auth";

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<AvatarResponse> => json(api.api.account.avatar.$post({ form: { file } })),
    onSuccess: ({ profileImageUrl }) => {
      queryClient.setQueryData<UserResponse | null>(authKeys.user, (user) => (user ? { ...user, profileImageUrl } : user));
      toast.success("Photo updated", { description: "Your new profile photo is now shown everywhere." });
    },
    onError: (err) => toast.error("Upload failed", { description: err instanceof ApiError ? err.serverMessage : err.message }),
  });
}
