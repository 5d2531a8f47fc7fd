import { PlayIcon } from "lucide-react";
import { Toggle } from "@/components/ui/toggle";
import { useEditor } from "../state/editor-store";

/** Preview on and off: the canvas becomes the clickable exported page, then editing resumes where it was. */
export function PreviewToggle() {
  const preview = useEditor((s) => s.preview);
  const setPreview = useEditor((s) => s.setPreview);
  return (
    <Toggle size="sm" pressed={preview} onPressedChange={setPreview} aria-label={preview ? "Exit preview" : "Preview"} title={preview ? "Exit preview (Esc)" : "Preview"}>
      <PlayIcon />
    </Toggle>
  );
}
