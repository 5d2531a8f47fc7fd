import { useEffect, useState } from "react";
import { useCanvasBridge } from "../lib/canvas-bridge";
import { winningRule } from "../lib/winning-rule";
import type { CascadeWinner } from "../state/styles/cascade-winner";
import { useEditorStoreApi } from "../state/editor-store";

const sameWinner = (a: CascadeWinner | null, b: CascadeWinner | null) =>
  a === b || (!!a && !!b && a.selector === b.selector && a.media === b.media && a.important === b.important);

/** The rule that sets `property` on the element as the canvas draws it, read again after every document or device change. */
export function useWinningRule(id: string, property: string): CascadeWinner | null {
  const bridge = useCanvasBridge();
  const store = useEditorStoreApi();
  const [winner, setWinner] = useState<CascadeWinner | null>(null);
  useEffect(() => {
    const update = () => {
      const el = bridge.current.sync?.element(id);
      const next = el && bridge.current.view ? winningRule(bridge.current.view, el, property) : null;
      setWinner((prev) => (sameWinner(prev, next) ? prev : next));
    };
    let frame = requestAnimationFrame(update);
    const unsubscribe = store.subscribe((state, prev) => {
      if (state.doc === prev.doc && state.device === prev.device && state.desktopWidth === prev.desktopWidth) return;
      cancelAnimationFrame(frame);
      // The canvas resizes after a device switch: read once it has laid out at the new width.
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(update)));
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [bridge, store, id, property]);
  return winner;
}
