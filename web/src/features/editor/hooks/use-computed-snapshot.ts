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
      return out;
    };
    setSnapshot(read());
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
  }, [bridge, selectedId, doc]);
  return snapshot;
}
