import { useEffect } from "react";
import type { EditorStore } from "../state/editor-store";

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/**
 * Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redo, Ctrl/Cmd+C/V/D copy, paste and duplicate the selection,
 * Delete removes every selected element, Escape deselects (in Preview: goes back to editing; inside the previewed page
 * it first closes what the page opened, see preview-canvas.tsx), Ctrl/Cmd+S saves. Inside text fields the browser's
 * own undo, clipboard and deletion keep working.
 */
export function useEditorShortcuts(store: EditorStore, save: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      const { dispatch, selectedIds, copySelection, select, setTool } = store.getState();
      if (mod && key === "s") {
        e.preventDefault();
        save();
        return;
      }
      if (typingInField(e.target)) return;
      // Preview edits nothing: Escape goes back to editing, other editing keys wait until then.
      if (store.getState().preview) {
        if (e.key === "Escape") store.getState().setPreview(false);
        return;
      }
      // Text selected in the page (a panel, a dialog) copies as text, not as elements.
      if (mod && key === "c" && window.getSelection()?.toString()) return;
      if (mod && key === "z") {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? "redo" : "undo" });
      } else if (mod && key === "y") {
        e.preventDefault();
        dispatch({ type: "redo" });
      } else if (mod && key === "c" && selectedIds.length) {
        e.preventDefault();
        copySelection();
        const copied = store.getState().clipboard;
        // Also to the system clipboard, so the HTML can be pasted into other tools (best effort: needs permission).
        if (copied) void navigator.clipboard?.writeText(copied).catch(() => undefined);
      } else if (mod && key === "v") {
        e.preventDefault();
        dispatch({ type: "paste" });
      } else if (mod && key === "d") {
        e.preventDefault();
        dispatch({ type: "duplicateSelection" });
      } else if ((e.key === "Delete" || e.key === "Backspace") && selectedIds.length) {
        e.preventDefault();
        dispatch({ type: "deleteElements", ids: selectedIds });
      } else if (e.key === "Escape") {
        select(null);
        setTool("select");
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store, save]);
}
