import { useEffect, useState } from "react";
import { useCanvasBridge } from "../lib/canvas-bridge";
import { getElement } from "../state/document/edit-node";
import { elementName } from "../state/document/element-kind";
import { useEditor, useEditorStoreApi } from "../state/editor-store";

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const REFRESH_MS = 250;

/** Hover and selection outlines, drawn above the iframe in its own (unscaled) coordinates. */
export function CanvasOverlay({ generation, scale }: { generation: number; scale: number }) {
  const bridge = useCanvasBridge();
  const store = useEditorStoreApi();
  const selectedId = useEditor((s) => s.selectedId);
  const hoveredId = useEditor((s) => s.hoveredId);
  const doc = useEditor((s) => s.doc);
  const [boxes, setBoxes] = useState<{ selected: Box | null; hovered: Box | null }>({ selected: null, hovered: null });

  useEffect(() => {
    const measure = (id: string | null): Box | null => {
      const el = bridge.current.sync?.element(id);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.width === 0 && r.height === 0 ? null : { top: r.top, left: r.left, width: r.width, height: r.height };
    };
    const same = (a: Box | null, b: Box | null) =>
      a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);
    const update = () => {
      const state = store.getState();
      const selected = measure(state.selectedId);
      const hovered = state.hoveredId !== state.selectedId ? measure(state.hoveredId) : null;
      setBoxes((prev) => (same(prev.selected, selected) && same(prev.hovered, hovered) ? prev : { selected, hovered }));
    };
    update();
    // Scrolling, late images and fonts move elements without a document change; a light poll keeps outlines true.
    const timer = window.setInterval(update, REFRESH_MS);
    const view = bridge.current.view;
    view?.addEventListener("scroll", update);
    return () => {
      window.clearInterval(timer);
      view?.removeEventListener("scroll", update);
    };
  }, [bridge, store, generation, selectedId, hoveredId, doc, scale]);

  const selected = getElement(doc, selectedId);
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden">
      {boxes.hovered && (
        <div className="absolute border border-dashed border-sky-500" style={boxes.hovered} data-testid="hover-outline" />
      )}
      {boxes.selected && selected && (
        <div className="absolute border-2 border-indigo-500" style={boxes.selected} data-testid="selection-outline">
          <span
            className="absolute -top-5 left-[-2px] whitespace-nowrap rounded-t bg-indigo-500 px-1.5 py-0.5 text-[11px] font-medium leading-none text-white"
            style={{ transform: `scale(${1 / scale})`, transformOrigin: "bottom left" }}
          >
            {elementName(selected)}
          </span>
        </div>
      )}
    </div>
  );
}
