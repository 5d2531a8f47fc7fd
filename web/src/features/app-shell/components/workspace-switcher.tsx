import { Building2, User } from "lucide-react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useWorkspaces } from "@/features/layouts";

const PERSONAL = "personal";

/**
 * Which workspace the dashboard lists and new extractions go into: personal or the user's team. Shown only to
 * someone who has a team; everyone else has just the personal workspace.
 */
export function WorkspaceSwitcher({ enabled }: { enabled: boolean }) {
  const { workspaces, current, choose } = useWorkspaces(enabled);
  if (workspaces.length < 2 || !current) return null;
  return (
    <div className="px-4 pt-3" data-testid="workspace-switcher">
      <Select value={current.teamId ?? PERSONAL} onValueChange={(value) => choose(value === PERSONAL ? null : value)}>
        <SelectTrigger aria-label="Workspace" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {workspaces.map((w) => (
            <SelectItem key={w.teamId ?? PERSONAL} value={w.teamId ?? PERSONAL}>
              {w.teamId ? <Building2 aria-hidden="true" /> : <User aria-hidden="true" />}
              {w.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
