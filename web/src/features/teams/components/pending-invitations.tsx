import { Mail, X } from "lucide-react";
import type { TeamResponse } from "@layoutlift/core/contract/team";
import { Button } from "@/components/ui/button";
import { useCancelInvitation } from "../api/team";
import { RoleBadge } from "./role-badge";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

export function PendingInvitations({ team }: { team: TeamResponse }) {
  const cancel = useCancelInvitation();
  if (team.invitations.length === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="pending-invitations">
      <h3 id="pending-invitations" className="text-lg font-semibold">
        Pending Invitations
      </h3>
      <ul className="divide-y rounded-md border">
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <Mail className="size-5 text-muted-foreground" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{invitation.email}</p>
              <p className="text-sm text-muted-foreground">Expires {formatDate(invitation.expiresAt)}</p>
            </div>
            <RoleBadge role={invitation.role} />
            {team.viewer.canManage ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Cancel invitation for ${invitation.email}`}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(invitation.id)}
              >
                <X aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
