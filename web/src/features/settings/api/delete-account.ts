import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import type { DeleteAccountRequest } from "@layoutlift/core/contract/account";
import { toast } from "@/components/ui/toaster";
import { ApiError, api } from "@/lib/api-client";
import { authKeys } from "@/features/auth";

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: DeleteAccountRequest) => {
      await api.api.account.$delete({ json: body });
    },
    onSuccess: () => {
      // The session is gone with the account: forget every cached answer and show the visitor's landing page.
      queryClient.clear();
      queryClient.setQueryData(authKeys.user, null);
      toast.success("Account deleted", { description: "Your account and all of its data have been removed." });
      navigate("/", { replace: true });
    },
    onError: (err) => toast.error("Could not delete your account", { description: err instanceof ApiError ? err.serverMessage : err.message }),
  });
}
