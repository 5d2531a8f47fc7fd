import { useRef, useState } from "react";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { CanvasBridgeContext, type CanvasBridge } from "../lib/canvas-bridge";
import { currentLayoutSource } from "@layoutlift/core/contract/layout-source";
import { createEditorStore, EditorStoreContext } from "../state/editor-store";
import { EditorShell } from "./editor-shell";
import { ViewOnlyShell } from "./view-only-shell";

interface EditorWorkspaceProps {
  layout: LayoutResponse;
  user: UserResponse;
  reload: () => Promise<LayoutResponse | undefined>;
}

/** Owns this editor's store and canvas bridge; everything below reads them from context. */
export function EditorWorkspace({ layout, user, reload }: EditorWorkspaceProps) {
  const [store] = useState(() => {
    const s = createEditorStore();
    s.getState().dispatch({ type: "load", layoutId: layout.id, version: layout.version, ...currentLayoutSource(layout) });
    return s;
  });
  const bridge = useRef<CanvasBridge>({ sync: null, view: null, generation: 0 });
  return (
    <EditorStoreContext.Provider value={store}>
      <CanvasBridgeContext.Provider value={bridge}>
        {layout.access && !layout.access.includes("edit") ? <ViewOnlyShell layout={layout} user={user} /> : <EditorShell layout={layout} user={user} reload={reload} />}
      </CanvasBridgeContext.Provider>
    </EditorStoreContext.Provider>
  );
}
