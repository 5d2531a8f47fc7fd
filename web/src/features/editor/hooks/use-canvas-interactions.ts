import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useCanvasBridge } from "../lib/canvas-bridge";
import { dropTarget, frameGeometry, type DropHint } from "../lib/drop-target";
import { canEditTextInPlace, readTextEdit, startTextEditing } from "../lib/in-place-text";
import { getElement } from "../state/document/edit-node";
import { topLevelElements } from "../state/document/tree-ops";
import { useEditorStoreApi } from "../state/editor-store";

/** Pixels the pointer must travel with the button down before a press becomes a drag. */
const DRAG_THRESHOLD = 4;

/**
 * Pointer input on the canvas overlay: click selects (Shift adds), a click with an insert tool inserts,
 * double-click edits text in place, and press-and-drag moves the selection with a drop indicator.
 */
export function useCanvasInteractions(scale: number) {
  const store = useEditorStoreApi();
  const bridge = useCanvasBridge();
  const [dropHint, setDropHint] = useState<DropHint | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const suppressClick = useRef(false);
  const stopEditing = useRef<(() => void) | null>(null);

  const toFrame = useCallback(
    (clientX: number, clientY: number) => {
      const rect = overlayRef.current?.getBoundingClientRect();
      if (!rect) return null;
      return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale };
    },
    [scale],
  );
  const idAt = useCallback(
    (clientX: number, clientY: number) => {
      const p = toFrame(clientX, clientY);
      return p ? (bridge.current.sync?.idAt(p.x, p.y) ?? null) : null;
    },
    [bridge, toFrame],
  );

  // A document that changes under an open text edit (undo from the toolbar, a remote reload) ends the edit.
  useEffect(() => () => stopEditing.current?.(), []);

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const { tool } = store.getState();
    if (event.button !== 0 || tool !== "select" || editingId) return;
    const pressedId = idAt(event.clientX, event.clientY);
    if (!pressedId) return;
    const start = { x: event.clientX, y: event.clientY };
    let dragging: ReturnType<typeof topLevelElements> | null = null;
    let hint: DropHint | null = null;

    const onMove = (e: globalThis.MouseEvent) => {
      if (!dragging) {
        if (Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD) return;
        const state = store.getState();
        if (!state.selectedIds.includes(pressedId)) state.select(pressedId);
        const ids = store.getState().selectedIds;
        dragging = topLevelElements(store.getState().doc, ids);
        if (dragging.length === 0) return cleanup();
      }
      const p = toFrame(e.clientX, e.clientY);
      const sync = bridge.current.sync;
      const view = bridge.current.view;
      if (!p || !sync || !view) return;
      hint = dropTarget(store.getState().doc, frameGeometry((id) => sync.element(id), view), dragging, sync.idAt(p.x, p.y), p.x, p.y);
      setDropHint(hint);
    };
    const onUp = () => {
      if (dragging) {
        suppressClick.current = true;
        if (hint) store.getState().dispatch({ type: "moveElements", ids: dragging.map((d) => d.id), parent: hint.parent, beforeId: hint.beforeId });
      }
      cleanup();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && dragging) {
        suppressClick.current = true;
        cleanup();
      }
    };
    const cleanup = () => {
      window.removeEventListener("mousemove", onMove);
      window.removeEventListener("mouseup", onUp);
      window.removeEventListener("keydown", onKey, true);
      setDropHint(null);
    };
    window.addEventListener("mousemove", onMove);
    window.addEventListener("mouseup", onUp);
    window.addEventListener("keydown", onKey, true);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const { tool, dispatch, select, setTool } = store.getState();
    const id = idAt(event.clientX, event.clientY);
    if (tool === "select") return select(id, event.shiftKey);
    // A click with an insert tool inserts one element, then the tool goes back to Select.
    dispatch({ type: "insertElement", kind: tool, targetId: id });
    setTool("select");
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const { doc, select, tool } = store.getState();
    if (tool !== "select") return;
    const id = idAt(event.clientX, event.clientY);
    const el = getElement(doc, id);
    const dom = bridge.current.sync?.element(id);
    if (!el || !dom || !canEditTextInPlace(doc, el)) return;
    select(el.id);
    setEditingId(el.id);
    const caret = toFrame(event.clientX, event.clientY);
    stopEditing.current = startTextEditing(dom, caret, ({ cancelled }) => {
      stopEditing.current = null;
      setEditingId(null);
      if (cancelled) return;
      const state = store.getState();
      const current = getElement(state.doc, el.id);
      if (!current) return;
      const result = readTextEdit(state.doc, current, dom);
      if (result.kind === "runs") state.dispatch({ type: "setTextRuns", id: el.id, runs: result.runs });
      else state.dispatch({ type: "setText", id: el.id, text: result.text, at: performance.now(), step: true });
    });
  };

  return { overlayRef, dropHint, editingId, idAt, handlers: { onMouseDown, onClick, onDoubleClick } };
}
