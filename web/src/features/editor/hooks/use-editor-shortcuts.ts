import { useEffect } from "react";
import type { EditorStore } from "../state/editor-store";

function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

/**
 * Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redo, Delete removes the selection, Escape deselects,
 * Ctrl/Cmd+S saves. Inside text fields the browser's own undo and deletion keep working.
 */
export function useEditorShortcuts(store: EditorStore, save: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      const { dispatch, selectedId } = store.getState();
      if (mod && key === "s") {
        e.preventDefault();
        save();
        return;
      }
      if (typingInField(e.target)) return;
      if (mod && key === "z") {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? "redo" : "undo" });
      } else if (mod && key === "y") {
        e.preventDefault();
        dispatch({ type: "redo" });
      } else if ((e.key === "Delete" || e.key === "Backspace") && selectedId) {
        e.preventDefault();
        dispatch({ type: "deleteElement", id: selectedId });
      } else if (e.key === "Escape") {
        dispatch({ type: "select", id: null });
        dispatch({ type: "setTool", tool: "select" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store, save]);
}
