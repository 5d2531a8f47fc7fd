import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RevokeSessionsResponse, SessionInfo } from "@layoutlift/core/contract/account";
import { toast } from "@/components/ui/toaster";
import { api, json } from "@/lib/api-client";
import { settingsKeys } from "./keys";

export function useSessions() {
  return useQuery({ queryKey: settingsKeys.sessions, queryFn: (): Promise<SessionInfo[]> => json(api.api.account.sessions.$get()) });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<RevokeSessionsResponse> => json(api.api.account.sessions["revoke-others"].$post()),
    onSuccess: ({ revoked }) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
      toast.success("Signed out other sessions", {
        description: revoked === 0 ? "There were no other sessions." : `${revoked} other ${revoked === 1 ? "session was" : "sessions were"} signed out.`,
      });
    },
    onError: (err) => toast.error("Could not sign out other sessions", { description: err.message }),
  });
}
