import { Mail } from "lucide-react";
import { teamRoleLabels, type MyInvitationResponse } from "@layoutlift/core/contract/team";
import { Button } from "@/components/ui/button";
import { useUser } from "@/features/auth";
import { useAnswerInvitation, useMyInvitations } from "../api/my-invitations";

function InvitationRow({ invitation }: { invitation: MyInvitationResponse }) {
  const answer = useAnswerInvitation();
  const busy = answer.isPending;
  const by = invitation.invitedBy ? (invitation.invitedBy.firstName ?? invitation.invitedBy.email) : "The team owner";
  return (
    <section
      aria-label={`Invitation to ${invitation.team.name}`}
      data-testid="invitation-banner"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">You're invited to join {invitation.team.name}</h2>
          <p className="text-sm text-muted-foreground">
            {by} invited you as {teamRoleLabels[invitation.role]}. Joining shares the team's plan with you. The invitation expires on{" "}
            {new Date(invitation.expiresAt).toLocaleDateString(undefined, { month: "long", day: "numeric" })}.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" disabled={busy} onClick={() => answer.mutate({ invitation, answer: "decline" })}>
          Decline
        </Button>
        <Button disabled={busy} onClick={() => answer.mutate({ invitation, answer: "accept" })}>
          Accept invitation
        </Button>
      </div>
    </section>
  );
}

/** Invitations sent to the signed-in user's address, on every signed-in screen until answered. */
export function InvitationBanner() {
  const { user } = useUser();
  const invitations = useMyInvitations(!!user);
  if (!invitations.data?.length) return null;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 pt-6 sm:px-6 lg:px-8">
      {invitations.data.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} />
      ))}
    </div>
  );
}
