import { createContext, useContext } from "react";
import type { CanvasSync } from "./canvas-sync";

/** Lets panels read the canvas (computed styles) without owning the iframe. */
export interface CanvasBridge {
  sync: CanvasSync | null;
  view: Window | null;
  /** Bumped whenever the canvas is (re)mounted, so readers know to look again. */
  generation: number;
}

export const CanvasBridgeContext = createContext<{ current: CanvasBridge } | null>(null);

export function useCanvasBridge(): { current: CanvasBridge } {
  const bridge = useContext(CanvasBridgeContext);
  if (!bridge) throw new Error("CanvasBridgeContext is missing");
  return bridge;
}

export function computedStyleOf(bridge: CanvasBridge, id: string | null): CSSStyleDeclaration | null {
  const el = bridge.sync?.element(id);
  return el && bridge.view ? bridge.view.getComputedStyle(el) : null;
}
