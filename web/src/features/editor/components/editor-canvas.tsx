import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type WheelEvent } from "react";
import { cn } from "@/lib/utils";
import { CANVAS_SRCDOC, CanvasSync } from "../lib/canvas-sync";
import { useCanvasBridge } from "../lib/canvas-bridge";
import { useDispatch, useEditor, useEditorStoreApi } from "../state/editor-store";
import { devices } from "../state/view-slice";
import { CanvasOverlay } from "./canvas-overlay";

/**
 * The layout in a sandboxed iframe: `allow-same-origin` without `allow-scripts`, so nothing in the layout ever
 * runs while the editor can still read its DOM. Pointer input lands on a transparent overlay and is mapped to
 * elements with elementFromPoint, so links and forms in the layout cannot navigate the canvas away.
 */
export function EditorCanvas() {
  const store = useEditorStoreApi();
  const dispatch = useDispatch();
  const bridge = useCanvasBridge();
  const device = useEditor((s) => s.device);
  const zoom = useEditor((s) => s.zoom);
  const grid = useEditor((s) => s.grid);
  const tool = useEditor((s) => s.tool);
  const layoutId = useEditor((s) => s.layoutId);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const areaRef = useRef<HTMLDivElement>(null);
  const [area, setArea] = useState({ width: 0, height: 0 });
  const [generation, setGeneration] = useState(0);

  useLayoutEffect(() => {
    const node = areaRef.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setArea({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const mount = useCallback(() => {
    const frame = frameRef.current;
    const frameDoc = frame?.contentDocument;
    if (!frame || !frameDoc?.body) return;
    const sync = new CanvasSync(frameDoc);
    sync.mount(store.getState().doc);
    bridge.current = { sync, view: frame.contentWindow, generation: bridge.current.generation + 1 };
    setGeneration(bridge.current.generation);
  }, [bridge, store]);

  // Document changes are applied to the iframe straight from the store, outside React rendering.
  useEffect(
    () =>
      store.subscribe((state, prev) => {
        if (state.doc !== prev.doc) bridge.current.sync?.patch(prev.doc, state.doc);
      }),
    [store, bridge],
  );

  const scale = zoom / 100;
  const deviceWidth = devices[device];
  const width = deviceWidth ?? Math.max(320, area.width / scale);
  const height = Math.max(200, area.height / scale);
  const offsetLeft = Math.max(0, (area.width - width * scale) / 2);

  const pointToId = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return bridge.current.sync?.idAt((event.clientX - rect.left) / scale, (event.clientY - rect.top) / scale) ?? null;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const id = pointToId(event);
    if (tool !== "select") dispatch({ type: "insertElement", kind: tool, targetId: id });
    else dispatch({ type: "select", id });
  };

  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    bridge.current.view?.scrollBy(event.deltaX, event.deltaY);
  };

  return (
    <div ref={areaRef} className="relative min-h-0 flex-1 overflow-auto bg-muted/40" aria-label="Canvas">
      <div
        className="absolute top-0 origin-top-left"
        style={{ width, height, left: offsetLeft, transform: `scale(${scale})` }}
        data-device={device}
      >
        <iframe
          key={layoutId ?? "none"}
          ref={frameRef}
          title="Layout canvas"
          sandbox="allow-same-origin"
          srcDoc={CANVAS_SRCDOC}
          onLoad={mount}
          className={cn("block h-full w-full border-0 bg-white", deviceWidth && "shadow-lg ring-1 ring-border")}
        />
        <div
          className={cn("absolute inset-0", tool === "select" ? "cursor-default" : "cursor-crosshair")}
          data-testid="canvas-overlay"
          onMouseMove={(e) => dispatch({ type: "hover", id: pointToId(e) })}
          onMouseLeave={() => dispatch({ type: "hover", id: null })}
          onClick={onClick}
          onWheel={onWheel}
          style={
            grid
              ? {
                  backgroundImage:
                    "linear-gradient(to right, rgba(99,102,241,.15) 1px, transparent 1px), linear-gradient(to bottom, rgba(99,102,241,.15) 1px, transparent 1px)",
                  backgroundSize: "20px 20px",
                }
              : undefined
          }
        >
          <CanvasOverlay generation={generation} scale={scale} />
        </div>
      </div>
    </div>
  );
}
