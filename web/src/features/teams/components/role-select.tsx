import { teamRoleLabels, teamRoles, type TeamRole } from "@layoutlift/core/contract/team";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** Picks one of the team roles, labelled as the spec names them. */
export function RoleSelect({
  value,
  onChange,
  disabled,
  id,
  className,
  ariaLabel,
}: {
  value: TeamRole;
  onChange: (role: TeamRole) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
  ariaLabel?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as TeamRole)} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-label={ariaLabel}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {teamRoles.map((r) => (
          <SelectItem key={r} value={r}>
            {teamRoleLabels[r]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
