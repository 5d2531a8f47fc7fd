import { useEffect, useRef } from "react";
import type { CanvasBridge } from "../lib/canvas-bridge";
import type { CanvasSync } from "../lib/canvas-sync";
import { getNode } from "../state/document/node-table";
import { openStateChanges, type StateChange } from "../state/document/open-state";
import type { LayoutDoc } from "../state/document/types";
import type { EditorStore } from "../state/editor-store";

function apply(sync: CanvasSync, changes: readonly StateChange[]): void {
  for (const change of changes) {
    const el = sync.element(change.id);
    if (!el) continue;
    if (change.className) el.setAttribute("class", change.className);
    else el.removeAttribute("class");
    for (const [name, value] of Object.entries(change.attrs)) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  }
}

/** Puts the elements a shown state changed back as the document has them. */
function restore(sync: CanvasSync, doc: LayoutDoc, changes: readonly StateChange[]): void {
  for (const change of changes) {
    const node = getNode(doc.nodes, change.id);
    const el = sync.element(change.id);
    if (!el || node?.kind !== "element") continue;
    for (const name of ["class", ...Object.keys(change.attrs)]) {
      const value = node.attrs[name];
      if (value === undefined) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
  }
}

/**
 * The state switch's open state on the canvas only: the target, its controls and its group drawn as our runtime
 * would draw them after a click, re-applied after every document patch (an edit inside the open menu re-renders it)
 * and undone from the document when switched back. Saved and exported markup never sees it.
 */
export function useCanvasOpenState(store: EditorStore, bridge: { current: CanvasBridge }, generation: number): void {
  const applied = useRef<StateChange[]>([]);
  useEffect(() => {
    const refresh = () => {
      const sync = bridge.current.sync;
      if (!sync) return;
      const { doc, shownOpen } = store.getState();
      restore(sync, doc, applied.current);
      applied.current = shownOpen ? openStateChanges(doc, shownOpen) : [];
      apply(sync, applied.current);
    };
    applied.current = [];
    refresh();
    return store.subscribe((state, prev) => {
      if (state.doc !== prev.doc || state.shownOpen !== prev.shownOpen) refresh();
    });
  }, [store, bridge, generation]);
}
