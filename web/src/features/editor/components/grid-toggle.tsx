import { Grid3x3Icon } from "lucide-react";
import { Toggle } from "@/components/ui/toggle";
import { useDispatch, useEditor } from "../state/editor-store";

export function GridToggle() {
  const grid = useEditor((s) => s.grid);
  const dispatch = useDispatch();
  return (
    <Toggle size="sm" pressed={grid} onPressedChange={() => dispatch({ type: "toggleGrid" })} aria-label="Grid" title="Grid">
      <Grid3x3Icon />
    </Toggle>
  );
}
