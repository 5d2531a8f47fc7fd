import { useMemo } from "react";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useEditor } from "../state/editor-store";
import { behaviourTargetOf } from "../state/document/open-state";

/**
 * Closed / Open for the selected control (or the part it opens): Open draws the menu, tab or dialog open on the
 * canvas so its contents can be selected and edited; the document keeps its resting state. While a state is shown
 * the switch stays, whatever is selected inside it, so the user can close it again.
 */
export function BehaviourStateSwitch() {
  const doc = useEditor((s) => s.doc);
  const selectedId = useEditor((s) => s.selectedId);
  const shownOpen = useEditor((s) => s.shownOpen);
  const showOpen = useEditor((s) => s.showOpen);
  const target = useMemo(() => behaviourTargetOf(doc, selectedId), [doc, selectedId]) ?? shownOpen;
  if (!target) return null;
  const open = shownOpen === target;
  return (
    <div className="flex items-center gap-2 border-b px-3 py-2 text-xs">
      <span className="flex-1 text-muted-foreground">
        State of <code>#{target}</code>
      </span>
      <ToggleGroup
        type="single"
        size="sm"
        variant="outline"
        value={open ? "open" : "closed"}
        aria-label="Behaviour state"
        onValueChange={(value) => value && showOpen(value === "open" ? target : null)}
      >
        <ToggleGroupItem value="closed" className="px-2 text-xs">
          Closed
        </ToggleGroupItem>
        <ToggleGroupItem value="open" className="px-2 text-xs">
          Open
        </ToggleGroupItem>
      </ToggleGroup>
    </div>
  );
}
