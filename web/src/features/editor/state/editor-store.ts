import { createContext, useContext } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import type { EditorAction } from "./actions";
import { clipboardActions, type ClipboardActions } from "./clipboard-slice";
import { initialEditorState, type EditorState } from "./editor-state";
import { editorReducer } from "./reducer";
import { selectionActions, type SelectionActions } from "./selection-slice";
import { viewActions, type ViewActions } from "./view-slice";

/**
 * The editor's store, made of slices: the document and its history change only through `dispatch` (document
 * actions, recorded for undo in one place); selection, clipboard and view are plain setters beside it.
 */
export type EditorStoreState = EditorState &
  SelectionActions &
  ViewActions &
  ClipboardActions & {
    dispatch(action: EditorAction): void;
  };

export type EditorStore = StoreApi<EditorStoreState>;

/** One store per open editor, so two editors (or a reopened one) never share history. */
export function createEditorStore(initial: EditorState = initialEditorState): EditorStore {
  return createStore<EditorStoreState>()((set) => ({
    ...initial,
    ...selectionActions(set),
    ...viewActions(set),
    ...clipboardActions(set),
    dispatch: (action) => set((state) => editorReducer(state, action)),
  }));
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("Editor components must be rendered inside EditorStoreContext");
  return store;
}

export function useEditor<T>(selector: (state: EditorStoreState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

export function useDispatch(): (action: EditorAction) => void {
  return useStore(useEditorStoreApi(), (s) => s.dispatch);
}
