import { useDeferredValue, useMemo, useState } from "react";
import { createStore } from "zustand";
import { getNode } from "../state/document/node-table";
import { buildLayers } from "../state/document/layers";
import { useDispatch, useEditor } from "../state/editor-store";
import { LayerDragContext, type LayerDragState } from "../lib/layer-drag-context";
import { LayerRow } from "./layer-row";

export function LayersTree() {
  // Deferred: rebuilding thousands of rows must never delay a keystroke reaching the canvas.
  const doc = useDeferredValue(useEditor((s) => s.doc));
  const selectedIds = useEditor((s) => s.selectedIds);
  const dispatch = useDispatch();
  const [dragStore] = useState(() => createStore<LayerDragState>()(() => ({ dragging: null, over: null })));
  const layers = useMemo(() => buildLayers(doc), [doc]);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  // Selecting on the canvas opens the tree down to the selected elements.
  const nodes = doc.nodes;
  const openPath = useMemo(() => {
    const path = new Set<string>();
    for (const id of selectedIds) {
      let node = getNode(nodes, id);
      while (node?.parent) {
        path.add(node.parent);
        node = getNode(nodes, node.parent);
      }
    }
    return path;
    // Keyed on the nodes, not the document: a style edit must not hand every row a new set and re-render them all.
  }, [nodes, selectedIds]);
  if (layers.length === 0) return <p className="p-3 text-xs text-muted-foreground">This layout has no elements.</p>;
  return (
    <LayerDragContext.Provider value={dragStore}>
      <ul
        role="tree"
        aria-label="Layers"
        aria-multiselectable
        className="p-1"
        // Drag events name no useful relatedTarget: the indicator goes when the pointer leaves the tree's box.
        onDragLeave={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          if (e.clientX < r.left || e.clientX >= r.right || e.clientY < r.top || e.clientY >= r.bottom) dragStore.setState({ over: null });
        }}
      >
        {layers.map((layer) => (
          <LayerRow key={layer.id} layer={layer} selected={selected} openPath={openPath} dispatch={dispatch} />
        ))}
      </ul>
    </LayerDragContext.Provider>
  );
}
