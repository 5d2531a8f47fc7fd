import { useEffect, useState } from "react";
import { useCanvasBridge } from "../lib/canvas-bridge";
import type { Box } from "../lib/drop-target";
import { getElement } from "../state/document/edit-node";
import { elementName } from "../state/document/element-kind";
import { useEditor, useEditorStoreApi } from "../state/editor-store";

const REFRESH_MS = 250;

const sameBox = (a: Box | null | undefined, b: Box | null | undefined) =>
  a === b || (!!a && !!b && a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height);

/** Boxes by element id, so an outline never shows another element's box while the next measurement is pending. */
type Boxes = { selected: ReadonlyMap<string, Box | null>; hovered: Box | null };
const NO_BOXES: Boxes = { selected: new Map(), hovered: null };

function sameBoxes(a: Boxes, b: Boxes): boolean {
  return a.selected.size === b.selected.size && [...a.selected].every(([id, box]) => b.selected.has(id) && sameBox(box, b.selected.get(id))) && sameBox(a.hovered, b.hovered);
}

/** Hover and selection outlines (every selected element; the primary one labelled), in the frame's coordinates. */
export function CanvasOverlay({ generation, scale, editingId }: { generation: number; scale: number; editingId: string | null }) {
  const bridge = useCanvasBridge();
  const store = useEditorStoreApi();
  const selectedId = useEditor((s) => s.selectedId);
  const selectedIds = useEditor((s) => s.selectedIds);
  const hoveredId = useEditor((s) => s.hoveredId);
  const doc = useEditor((s) => s.doc);
  const [boxes, setBoxes] = useState<Boxes>(NO_BOXES);

  useEffect(() => {
    const measure = (id: string | null): Box | null => {
      const el = bridge.current.sync?.element(id);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return r.width === 0 && r.height === 0 ? null : { top: r.top, left: r.left, width: r.width, height: r.height };
    };
    const update = () => {
      const state = store.getState();
      const next: Boxes = {
        selected: new Map(state.selectedIds.map((id) => [id, measure(id)])),
        hovered: state.selectedIds.includes(state.hoveredId ?? "") ? null : measure(state.hoveredId),
      };
      setBoxes((prev) => (sameBoxes(prev, next) ? prev : next));
    };
    // Measured in the next frame, not in the effect: reading a box forces the canvas to lay out the whole page
    // (tens of ms on 2,000 elements) inside the keystroke, where the frame's own layout does it once anyway.
    const frame = requestAnimationFrame(update);
    // Scrolling, late images and fonts move elements without a document change; a light poll keeps outlines true.
    const timer = window.setInterval(update, REFRESH_MS);
    const view = bridge.current.view;
    view?.addEventListener("scroll", update);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      view?.removeEventListener("scroll", update);
    };
  }, [bridge, store, generation, selectedIds, hoveredId, doc, scale]);

  const primary = getElement(doc, selectedId);
  return (
    <div className="pointer-events-none absolute inset-0 overflow-hidden">
      {boxes.hovered && !editingId && <div className="absolute border border-dashed border-sky-500" style={boxes.hovered} data-testid="hover-outline" />}
      {selectedIds.map((id) => {
        const box = boxes.selected.get(id);
        if (!box || id === editingId) return null;
        const isPrimary = id === selectedId;
        return (
          <div
            key={id}
            className={isPrimary ? "absolute border-2 border-indigo-500" : "absolute border-2 border-indigo-400/80"}
            style={box}
            data-testid={isPrimary ? "selection-outline" : "secondary-selection-outline"}
          >
            {isPrimary && primary && (
              <span
                className="absolute -top-5 left-[-2px] whitespace-nowrap rounded-t bg-indigo-500 px-1.5 py-0.5 text-[11px] font-medium leading-none text-white"
                style={{ transform: `scale(${1 / scale})`, transformOrigin: "bottom left" }}
              >
                {elementName(primary)}
                {selectedIds.length > 1 ? ` +${selectedIds.length - 1}` : ""}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
