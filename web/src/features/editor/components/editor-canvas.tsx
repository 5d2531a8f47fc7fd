import { useCallback, useEffect, useRef, useState, type WheelEvent } from "react";
import { safeDocumentAttributes, type DocumentAttributes } from "@layoutlift/core/contract/document-attributes";
import { cn } from "@/lib/utils";
import { layoutFontPath } from "@layoutlift/core/contract/layout-fonts";
import { CANVAS_SRCDOC, CanvasSync } from "../lib/canvas-sync";
import { useCanvasBridge } from "../lib/canvas-bridge";
import { useEditor, useEditorStoreApi } from "../state/editor-store";
import { canvasHeight, canvasWidth } from "../state/view-slice";
import { fitCanvas, useElementSize } from "../hooks/use-canvas-fit";
import { useCanvasInteractions } from "../hooks/use-canvas-interactions";
import { useCanvasOpenState } from "../hooks/use-canvas-open-state";
import { CanvasOverlay } from "./canvas-overlay";
import { DropIndicator } from "./drop-indicator";
import { CanvasStage, PAGE_FRAME_CLASS } from "./canvas-stage";

const GRID_BACKGROUND = {
  backgroundImage:
    "linear-gradient(to right, rgba(99,102,241,.15) 1px, transparent 1px), linear-gradient(to bottom, rgba(99,102,241,.15) 1px, transparent 1px)",
  backgroundSize: "20px 20px",
};

/**
 * The layout in a sandboxed iframe: `allow-same-origin` without `allow-scripts`, so nothing in the layout ever
 * runs while the editor can still read its DOM. The page is rendered at the device's CSS width and scaled to fit.
 * Pointer input lands on a transparent overlay and is mapped to elements with elementFromPoint, so links and forms
 * in the layout cannot navigate the canvas away; while text is edited in place the overlay lets the pointer through.
 */
export function EditorCanvas({ documentAttributes }: { documentAttributes?: DocumentAttributes | null }) {
  const store = useEditorStoreApi();
  const bridge = useCanvasBridge();
  const device = useEditor((s) => s.device);
  const deviceWidth = useEditor(canvasWidth);
  const deviceHeight = useEditor(canvasHeight);
  const zoom = useEditor((s) => s.zoom);
  const fitToWidth = useEditor((s) => s.fitToWidth);
  const setFitScale = useEditor((s) => s.setFitScale);
  const grid = useEditor((s) => s.grid);
  const tool = useEditor((s) => s.tool);
  const layoutId = useEditor((s) => s.layoutId);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const area = useElementSize(areaRef);
  const [generation, setGeneration] = useState(0);
  const canvasFit = fitCanvas(area, { width: deviceWidth, height: deviceHeight }, zoom, fitToWidth);
  const { scale, fit } = canvasFit;
  // The zoom control shows what Fit means at this window size.
  useEffect(() => setFitScale(fit), [fit, setFitScale]);
  const { overlayRef, dropHint, editingId, idAt, handlers } = useCanvasInteractions(scale);

  const mount = useCallback(() => {
    const frame = frameRef.current;
    const frameDoc = frame?.contentDocument;
    if (!frame || !frameDoc?.body) return;
    // The page's own html/body attributes (dir, lang, classes its CSS keys on) so the canvas lays out as it did.
    applyAttributes(frameDoc.documentElement, documentAttributes?.html);
    applyAttributes(frameDoc.body, documentAttributes?.body);
    const id = store.getState().layoutId;
    const sync = new CanvasSync(frameDoc, id ? (url) => layoutFontPath(id, url) : undefined);
    sync.mount(store.getState().doc);
    bridge.current = { sync, view: frame.contentWindow, generation: bridge.current.generation + 1 };
    setGeneration(bridge.current.generation);
  }, [bridge, store, documentAttributes]);

  // Document changes are applied to the iframe straight from the store, outside React rendering.
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (state.doc !== prev.doc) bridge.current.sync?.patch(prev.doc, state.doc);
      }),
    [store, bridge],
  );
  // After the patch above (subscribed later, so it runs later): the state switch's open state, canvas only.
  useCanvasOpenState(store, bridge, generation);

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    bridge.current.view?.scrollBy(event.deltaX, event.deltaY);
  };

  return (
    <CanvasStage areaRef={areaRef} label="Canvas" fit={canvasFit} frameData={{ "data-device": device, "data-canvas-scale": scale.toFixed(4) }}>
      <iframe
        key={layoutId ?? "none"}
        ref={frameRef}
        title="Layout canvas"
        sandbox="allow-same-origin"
        srcDoc={CANVAS_SRCDOC}
        onLoad={mount}
        className={PAGE_FRAME_CLASS}
      />
      <div
        ref={overlayRef}
        className={cn("absolute inset-0", tool === "select" ? "cursor-default" : "cursor-crosshair", editingId && "pointer-events-none")}
        data-testid="canvas-overlay"
        onMouseMove={(e) => store.getState().hover(idAt(e.clientX, e.clientY))}
        onMouseLeave={() => store.getState().hover(null)}
        onWheel={onWheel}
        style={grid ? GRID_BACKGROUND : undefined}
        {...handlers}
      >
        <CanvasOverlay generation={generation} scale={scale} editingId={editingId} />
        {dropHint && <DropIndicator hint={dropHint} />}
      </div>
    </CanvasStage>
  );
}

function applyAttributes(el: HTMLElement, attrs: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(safeDocumentAttributes(attrs))) el.setAttribute(name, value);
}
