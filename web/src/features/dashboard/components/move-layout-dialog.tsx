import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import type { WorkspaceResponse } from "@layoutlift/core/contract/workspaces";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMoveLayout } from "../api/manage-layouts";
import { layoutName } from "../lib/layout-filter";

/** "Move to…": the layout leaves this workspace for another one the user has, only when they pick it here. */
export function MoveLayoutDialog({
  layout,
  workspaces,
  onClose,
}: {
  layout: LayoutSummary | null;
  workspaces: WorkspaceResponse[];
  onClose: () => void;
}) {
  const move = useMoveLayout();
  const targets = workspaces.filter((w) => w.teamId !== (layout?.teamId ?? null));
  return (
    <Dialog open={!!layout} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Move "{layout ? layoutName(layout) : ""}" to…</DialogTitle>
          <DialogDescription>
            A team layout can be opened and edited by everyone in the team. A layout moved to Personal is yours alone.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {targets.map((w) => (
            <Button
              key={w.teamId ?? "personal"}
              variant="outline"
              className="justify-start"
              disabled={move.isPending}
              onClick={() => layout && move.mutate({ id: layout.id, teamId: w.teamId, name: w.name }, { onSuccess: onClose })}
            >
              Move to {w.name}
            </Button>
          ))}
        </div>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
