import { Briefcase, Eye, Shield, User } from "lucide-react";
import { teamRoleLabels, type TeamRole } from "@layoutlift/core/contract/team";
import { Badge } from "@/components/ui/badge";

const roleIcons = { viewer: Eye, user: User, account_manager: Briefcase, admin: Shield } satisfies Record<TeamRole, unknown>;
const roleVariants = { viewer: "outline", user: "secondary", account_manager: "outline", admin: "default" } as const satisfies Record<TeamRole, string>;

export function RoleBadge({ role }: { role: TeamRole }) {
  const Icon = roleIcons[role];
  return (
    <Badge variant={roleVariants[role]}>
      <Icon aria-hidden="true" /> {teamRoleLabels[role]}
    </Badge>
  );
}
