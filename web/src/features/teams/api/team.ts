import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InviteMemberInput, InviteMemberResponse, TeamResponse, TeamRole } from "@layoutlift/core/api/team";
import { toast } from "@/components/ui/toaster";
import { ApiError, apiFetch } from "@/lib/api-client";

export const teamKeys = { team: ["team"] as const };

const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError ? err.serverMessage : "") || fallback;

const jsonInit = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? undefined : { "Content-Type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export function useTeam(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.team,
    queryFn: async () => (await (await apiFetch("/api/team")).json()) as TeamResponse | null,
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
    mutationFn: async (input: InviteMemberInput) =>
      (await (await apiFetch("/api/team/invite", jsonInit("POST", input))).json()) as InviteMemberResponse,
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
    mutationFn: async ({ memberId, role }: { memberId: string; role: TeamRole }) =>
      apiFetch(`/api/team/member/${memberId}`, jsonInit("PATCH", { role })),
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
    mutationFn: async (memberId: string) => apiFetch(`/api/team/member/${memberId}`, jsonInit("DELETE")),
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
    mutationFn: async (invitationId: string) => apiFetch(`/api/team/invitations/${invitationId}`, jsonInit("DELETE")),
    onSuccess: async () => {
      toast.success("Invitation cancelled");
      await refresh();
    },
    onError: (err) => toast.error("Error", { description: serverMessage(err, "Failed to cancel invitation") }),
  });
}
