import { useEffect, useState } from "react";
import { computedStyleOf, useCanvasBridge } from "../lib/canvas-bridge";
import { useEditorStoreApi } from "../state/editor-store";

export const SNAPSHOT_PROPERTIES = [
  "width",
  "height",
  "paddingTop",
  "paddingRight",
  "paddingBottom",
  "paddingLeft",
  "marginTop",
  "marginRight",
  "marginBottom",
  "marginLeft",
  "fontFamily",
  "fontSize",
  "fontWeight",
  "textAlign",
  "color",
  "backgroundColor",
  "borderTopLeftRadius",
  "opacity",
] as const;

export type StyleSnapshot = Record<(typeof SNAPSHOT_PROPERTIES)[number], string> & { textContent: string };

const sameSnapshot = (a: StyleSnapshot | null, b: StyleSnapshot | null) =>
  a === b || (!!a && !!b && a.textContent === b.textContent && SNAPSHOT_PROPERTIES.every((p) => a[p] === b[p]));

/**
 * The selected element's real computed style, read from the canvas in the frame after every document change.
 * Subscribed outside React rendering and read in the next frame: resolved widths force a layout of the whole
 * canvas, which the keystroke that changed the document should not wait for, and the panel re-renders only when a
 * value it shows really changed.
 */
export function useComputedSnapshot(selectedId: string | null): StyleSnapshot | null {
  const bridge = useCanvasBridge();
  const store = useEditorStoreApi();
  const [snapshot, setSnapshot] = useState<StyleSnapshot | null>(null);
  useEffect(() => {
    const read = () => {
      const style = computedStyleOf(bridge.current, selectedId);
      if (!style) return null;
      const out = { textContent: bridge.current.sync?.element(selectedId)?.textContent ?? "" } as StyleSnapshot;
      for (const prop of SNAPSHOT_PROPERTIES) out[prop] = style[prop];
      // Inline boxes compute to "auto": show the size actually drawn instead.
      const el = bridge.current.sync?.element(selectedId);
      if (el && (out.width === "auto" || out.height === "auto")) {
        const box = el.getBoundingClientRect();
        if (out.width === "auto") out.width = `${Math.round(box.width * 100) / 100}px`;
        if (out.height === "auto") out.height = `${Math.round(box.height * 100) / 100}px`;
      }
      return out;
    };
    const update = () => {
      const next = read();
      setSnapshot((prev) => (sameSnapshot(prev, next) ? prev : next));
    };
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    schedule();
    const unsubscribe = store.subscribe((state, prev) => {
      if (state.doc !== prev.doc) schedule();
    });
    // An image that finishes loading changes its drawn size: read again then.
    const frameDoc = bridge.current.sync ? bridge.current.view?.document : null;
    frameDoc?.addEventListener("load", update, true);
    // The canvas may mount after the panel; look again once it has.
    const timer = bridge.current.sync
      ? 0
      : window.setInterval(() => {
          if (!bridge.current.sync) return;
          update();
          window.clearInterval(timer);
        }, 100);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      unsubscribe();
      frameDoc?.removeEventListener("load", update, true);
    };
  }, [bridge, store, selectedId]);
  return snapshot;
}
