import { SaveIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isDirty } from "../state/editor-state";
import { useEditor } from "../state/editor-store";

export function SaveButton({ onSave, isSaving }: { onSave: () => void; isSaving: boolean }) {
  const dirty = useEditor(isDirty);
  return (
    <Button size="sm" onClick={onSave} disabled={isSaving} aria-label="Save" data-primary-action data-dirty={dirty || undefined}>
      <SaveIcon />
      {isSaving ? "Saving..." : dirty ? "Save" : "Saved"}
    </Button>
  );
}
