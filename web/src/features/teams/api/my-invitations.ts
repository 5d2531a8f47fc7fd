import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MyInvitationResponse } from "@layoutlift/core/contract/team";
import { toast } from "@/components/ui/toaster";
import { ApiError, api, json } from "@/lib/api-client";

export const myInvitationKeys = { mine: ["team", "invitations", "mine"] as const };

const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.serverMessage : "") || fallback;

export function useMyInvitations(enabled: boolean) {
  return useQuery({
    queryKey: myInvitationKeys.mine,
    queryFn: (): Promise<MyInvitationResponse[]> => json(api.api.team.invitations.mine.$get()),
    enabled,
  });
}

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invitation, answer }: { invitation: MyInvitationResponse; answer: "accept" | "decline" }) => {
      await api.api.team.invitations[":id"][answer].$post({ param: { id: invitation.id } });
    },
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
