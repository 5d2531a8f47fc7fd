import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InviteMemberInput, InviteMemberResponse, TeamResponse, TeamRole } from "@layoutlift/core/contract/team";
import { toast } from "@/components/ui/toaster";
import { ApiError, api, json } from "@/lib/api-client";

export const teamKeys = { team: ["team"] as const };

const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.serverMessage : "") || fallback;

export function useTeam(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.team,
    queryFn: (): Promise<TeamResponse | null> => json(api.api.team.$get()),
    enabled,
  });
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.team });
}

export function useInviteMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (input: InviteMemberInput): Promise<InviteMemberResponse> => json(api.api.team.invite.$post({ json: input })),
    onSuccess: async (data) => {
      toast.success("Invitation sent!", { description: `We've invited ${data.invitation.email} to join your team.` });
      await refresh();
    },
    onError: (err) => toast.error("Error", { description: serverMessage(err, "Failed to send invitation") }),
  });
}

export function useUpdateMemberRole() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: TeamRole }) =>
      api.api.team.member[":id"].$patch({ param: { id: memberId }, json: { role } }),
    onSuccess: async () => {
      toast.success("Role updated");
      await refresh();
    },
    onError: (err) => toast.error("Failed to update role", { description: serverMessage(err, "Please try again.") }),
  });
}

export function useRemoveMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (memberId: string) => api.api.team.member[":id"].$delete({ param: { id: memberId } }),
    onSuccess: async () => {
      toast.success("Member removed");
      await refresh();
    },
    onError: (err) => toast.error("Failed to remove member", { description: serverMessage(err, "Please try again.") }),
  });
}

export function useCancelInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (invitationId: string) => api.api.team.invitations[":id"].$delete({ param: { id: invitationId } }),
    onSuccess: async () => {
      toast.success("Invitation cancelled");
      await refresh();
    },
    onError: (err) => toast.error("Error", { description: serverMessage(err, "Failed to cancel invitation") }),
  });
}
