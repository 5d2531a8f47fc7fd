import { Grid3x3Icon } from "lucide-react";
import { Toggle } from "@/components/ui/toggle";
import { useEditor } from "../state/editor-store";

export function GridToggle() {
  const grid = useEditor((s) => s.grid);
  const toggleGrid = useEditor((s) => s.toggleGrid);
  return (
    <Toggle size="sm" pressed={grid} onPressedChange={toggleGrid} aria-label="Grid" title="Grid">
      <Grid3x3Icon />
    </Toggle>
  );
}
