import { Redo2Icon, Undo2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDispatch, useEditor } from "../state/editor-store";

export function HistoryButtons() {
  const canUndo = useEditor((s) => s.past.length > 0);
  const canRedo = useEditor((s) => s.future.length > 0);
  const dispatch = useDispatch();
  return (
    <div className="flex items-center">
      <Button variant="ghost" size="icon-sm" aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!canUndo} onClick={() => dispatch({ type: "undo" })}>
        <Undo2Icon />
      </Button>
      <Button variant="ghost" size="icon-sm" aria-label="Redo" title="Redo (Shift+Ctrl+Z)" disabled={!canRedo} onClick={() => dispatch({ type: "redo" })}>
        <Redo2Icon />
      </Button>
    </div>
  );
}
