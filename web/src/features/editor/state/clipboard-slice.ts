import { serializeLayout } from "./document/serialize-layout";
import { topLevelElements } from "./document/tree-ops";
import type { LayoutDoc } from "./document/types";
import type { SelectionSlice } from "./selection-slice";
import type { SetState } from "./store-set";

/** What Ctrl/Cmd+C copied: the selected elements as saved HTML, so pasting goes through the same parser as loading. */
export interface ClipboardSlice {
  clipboard: string | null;
}

export interface ClipboardActions {
  /** Ctrl/Cmd+C: the selected elements as saved HTML (editor ids left out). Not an undo step. */
  copySelection(): void;
}

type ClipboardState = ClipboardSlice & Pick<SelectionSlice, "selectedIds"> & { doc: LayoutDoc };

export const initialClipboardSlice: ClipboardSlice = { clipboard: null };

export function copiedSelection(state: ClipboardState): Partial<ClipboardState> {
  const roots = topLevelElements(state.doc, state.selectedIds).map((el) => el.id);
  return roots.length === 0 ? state : { clipboard: serializeLayout({ ...state.doc, roots }, "save") };
}

export function clipboardActions(set: SetState<ClipboardState>): ClipboardActions {
  return { copySelection: () => set(copiedSelection) };
}
