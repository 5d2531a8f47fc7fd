import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MyInvitationResponse } from "@layoutlift/core/api/team";
import { toast } from "@/components/ui/toaster";
import { ApiError, apiFetch } from "@/lib/api-client";

export const myInvitationKeys = { mine: ["team", "invitations", "mine"] as const };

const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.serverMessage : "") || fallback;

export function useMyInvitations(enabled: boolean) {
  return useQuery({
    queryKey: myInvitationKeys.mine,
    queryFn: async () => (await (await apiFetch("/api/team/invitations/mine")).json()) as MyInvitationResponse[],
    enabled,
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitation, answer }: { invitation: MyInvitationResponse; answer: "accept" | "decline" }) =>
      apiFetch(`/api/team/invitations/${invitation.id}/${answer}`, { method: "POST" }),
    onSuccess: async (_res, { invitation, answer }) => {
      if (answer === "accept") toast.success(`Welcome to ${invitation.team.name}!`, { description: "You now share your team's plan and features." });
      else toast.success("Invitation declined", { description: `You did not join ${invitation.team.name}.` });
      // Joining changes the plan, the features and the team screen: refresh everything.
      await queryClient.invalidateQueries();
    },
    onError: async (err) => {
      toast.error("Could not answer the invitation", { description: serverMessage(err, "Please try again.") });
      await queryClient.invalidateQueries({ queryKey: myInvitationKeys.mine });
    },
  });
}
