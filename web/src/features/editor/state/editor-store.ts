import { createContext, useContext } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import type { EditorAction } from "./actions";
import { initialEditorState, type EditorState } from "./editor-state";
import { editorReducer } from "./reducer";

export type EditorStore = StoreApi<EditorState & { dispatch: (action: EditorAction) => void }>;

/** One store per open editor, so two editors (or a reopened one) never share history. */
export function createEditorStore(): EditorStore {
  return createStore<EditorState & { dispatch: (action: EditorAction) => void }>()((set) => ({
    ...initialEditorState,
    dispatch: (action) => set((state) => editorReducer(state, action)),
  }));
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("Editor components must be rendered inside EditorStoreContext");
  return store;
}

export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStoreApi(), selector);
}

export function useDispatch(): (action: EditorAction) => void {
  return useStore(useEditorStoreApi(), (s) => s.dispatch);
}
