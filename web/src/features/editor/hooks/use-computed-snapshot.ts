import { useEffect, useState } from "react";
import { computedStyleOf, useCanvasBridge } from "../lib/canvas-bridge";
import { useEditor } from "../state/editor-store";

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

/** The selected element's real computed style, read from the canvas after every document change. */
export function useComputedSnapshot(selectedId: string | null): StyleSnapshot | null {
  const bridge = useCanvasBridge();
  const doc = useEditor((s) => s.doc);
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
    setSnapshot(read());
    // An image that finishes loading changes its drawn size: read again then.
    const frameDoc = bridge.current.sync ? bridge.current.view?.document : null;
    const onLoad = () => setSnapshot(read());
    frameDoc?.addEventListener("load", onLoad, true);
    // The canvas may mount after the panel; look again once it has.
    if (!bridge.current.sync) {
      const timer = window.setInterval(() => {
        if (bridge.current.sync) {
          setSnapshot(read());
          window.clearInterval(timer);
        }
      }, 100);
      return () => window.clearInterval(timer);
    }
    return () => frameDoc?.removeEventListener("load", onLoad, true);
  }, [bridge, selectedId, doc]);
  return snapshot;
}
