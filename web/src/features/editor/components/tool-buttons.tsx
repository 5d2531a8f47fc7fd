import { BoxIcon, ImageIcon, MousePointer2Icon, RectangleHorizontalIcon, TypeIcon, type LucideIcon } from "lucide-react";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useDispatch, useEditor, useEditorStoreApi } from "../state/editor-store";
import { tools, type Tool } from "../state/view-slice";

const TOOL_UI: Record<Tool, { label: string; icon: LucideIcon }> = {
  select: { label: "Select", icon: MousePointer2Icon },
  text: { label: "Text", icon: TypeIcon },
  image: { label: "Image", icon: ImageIcon },
  container: { label: "Container", icon: BoxIcon },
  button: { label: "Button", icon: RectangleHorizontalIcon },
};

/** With an element selected, an insert tool adds right away; otherwise the next canvas click places it. */
export function ToolButtons() {
  const tool = useEditor((s) => s.tool);
  const dispatch = useDispatch();
  const store = useEditorStoreApi();
  const choose = (value: string) => {
    const next = (value || "select") as Tool;
    // With something selected an insert tool inserts at once; the tool stays Select.
    if (next !== "select" && store.getState().selectedId) dispatch({ type: "insertElement", kind: next });
    else store.getState().setTool(next);
  };
  return (
    <ToggleGroup type="single" size="sm" value={tool} onValueChange={choose} aria-label="Tools">
      {tools.map((t) => {
        const { label, icon: Icon } = TOOL_UI[t];
        return (
          <ToggleGroupItem key={t} value={t} aria-label={t === "select" ? label : `Insert ${label.toLowerCase()}`} title={label}>
            <Icon />
          </ToggleGroupItem>
        );
      })}
    </ToggleGroup>
  );
}
