import { ArrowRightLeft, Copy, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

export interface LayoutActions {
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Absent when the user's role in this workspace does not allow it (contract/workspaces.ts). */
  onMove?: () => void;
  canDelete?: boolean;
}

export function LayoutCardMenu({ title, canDuplicate, actions }: { title: string; canDuplicate: boolean; actions: LayoutActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="icon" variant="ghost" className="pointer-events-auto relative z-10 size-8" aria-label={`More actions for ${title}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={actions.onRename}>
          <Pencil aria-hidden="true" /> Rename
        </DropdownMenuItem>
        {canDuplicate && (
          <DropdownMenuItem onSelect={actions.onDuplicate}>
            <Copy aria-hidden="true" /> Duplicate
          </DropdownMenuItem>
        )}
        {actions.onMove && (
          <DropdownMenuItem onSelect={actions.onMove}>
            <ArrowRightLeft aria-hidden="true" /> Move to…
          </DropdownMenuItem>
        )}
        {actions.canDelete !== false && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={actions.onDelete}>
              <Trash2 aria-hidden="true" /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
