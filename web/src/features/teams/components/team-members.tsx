import { Crown, UserMinus } from "lucide-react";
import type { TeamResponse } from "@layoutlift/core/contract/team";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { UserAvatar } from "@/components/user-avatar";
import { fullName } from "@/components/user-display";
import { useRemoveMember, useUpdateMemberRole } from "../api/team";
import { RoleBadge } from "./role-badge";
import { RoleSelect } from "./role-select";

/**
 * Members with their roles. Owners and admins get a role picker and a remove button for everyone except the
 * owner and themselves; the server enforces the same rules.
 */
export function TeamMembers({ team }: { team: TeamResponse }) {
  const updateRole = useUpdateMemberRole();
  const remove = useRemoveMember();
  return (
    <ul className="divide-y rounded-md border" aria-label="Team members">
      {team.members.map((member) => {
        const isSelf = member.id === team.viewer.memberId;
        const editable = team.viewer.canManage && !member.isOwner && !isSelf;
        const name = fullName(member.user) || member.user.email;
        return (
          <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <UserAvatar user={member.user} className="size-9" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">
                {name} {isSelf ? <span className="text-muted-foreground">(you)</span> : null}
              </p>
              <p className="truncate text-sm text-muted-foreground">{member.user.email}</p>
            </div>
            {member.isOwner ? (
              <Badge variant="pro">
                <Crown aria-hidden="true" /> Owner
              </Badge>
            ) : null}
            {editable ? (
              <RoleSelect
                value={member.role}
                onChange={(role) => updateRole.mutate({ memberId: member.id, role })}
                disabled={updateRole.isPending}
                className="w-44"
                ariaLabel={`Role of ${name}`}
              />
            ) : (
              <RoleBadge role={member.role} />
            )}
            {editable ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(member.id)}
              >
                <UserMinus aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
