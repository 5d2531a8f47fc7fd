import { useDeferredValue, useMemo } from "react";
import { getNode } from "../state/document/node-table";
import { buildLayers } from "../state/document/layers";
import { useDispatch, useEditor } from "../state/editor-store";
import { LayerRow } from "./layer-row";

export function LayersTree() {
  // Deferred: rebuilding thousands of rows must never delay a keystroke reaching the canvas.
  const doc = useDeferredValue(useEditor((s) => s.doc));
  const selectedId = useEditor((s) => s.selectedId);
  const dispatch = useDispatch();
  const layers = useMemo(() => buildLayers(doc), [doc]);
  // Selecting on the canvas opens the tree down to that element.
  const openPath = useMemo(() => {
    const path = new Set<string>();
    let node = getNode(doc.nodes, selectedId);
    while (node?.parent) {
      path.add(node.parent);
      node = getNode(doc.nodes, node.parent);
    }
    return path;
  }, [doc, selectedId]);
  if (layers.length === 0) return <p className="p-3 text-xs text-muted-foreground">This layout has no elements.</p>;
  return (
    <ul role="tree" aria-label="Layers" className="p-1">
      {layers.map((layer) => (
        <LayerRow key={layer.id} layer={layer} selectedId={selectedId} openPath={openPath} dispatch={dispatch} />
      ))}
    </ul>
  );
}
