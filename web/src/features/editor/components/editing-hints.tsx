import { Lightbulb } from "lucide-react";
import { useEditor } from "../state/editor-store";

/** What the user can do next, for what is selected now (Settings › Appearance › Show editing hints). */
function hintFor(tool: string, selectedCount: number): string {
  if (tool !== "select") return "Click on the canvas to place the new element · Esc goes back to selecting";
  if (selectedCount === 0) return "Click an element to select it · Shift-click to select several · Double-click text to edit it";
  if (selectedCount > 1) return "Delete removes them all · Ctrl/Cmd+C copies · Ctrl/Cmd+Z undoes · Esc clears the selection";
  return "Double-click to edit text (Enter keeps it, Esc cancels) · Drag to move · Delete removes · Esc deselects";
}

export function EditingHints() {
  const tool = useEditor((s) => s.tool);
  const selectedCount = useEditor((s) => s.selectedIds.length);
  return (
    <p
      className="flex items-center gap-2 border-t bg-muted/40 px-4 py-1.5 text-xs text-muted-foreground"
      role="note"
      aria-label="Editing hints"
      data-testid="editing-hints"
    >
      <Lightbulb className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{hintFor(tool, selectedCount)}</span>
    </p>
  );
}
