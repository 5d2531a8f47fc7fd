import { createContext, useContext } from "react";
import { useStore, type StoreApi } from "zustand";
import type { LayerDropPosition } from "./layer-drop";

/** The layers panel's drag in progress: what is dragged and the row (and edge) it would drop on. */
export interface LayerDragState {
  dragging: readonly string[] | null;
  over: { id: string; position: LayerDropPosition } | null;
}

export const LayerDragContext = createContext<StoreApi<LayerDragState> | null>(null);

export function useLayerDragStore(): StoreApi<LayerDragState> {
  const store = useContext(LayerDragContext);
  if (!store) throw new Error("LayerDragContext is missing");
  return store;
}

/** The drop position shown on one row (null when the pointer is not over it), so only that row re-renders. */
export function useRowDropPosition(id: string): LayerDropPosition | null {
  return useStore(useLayerDragStore(), (s) => (s.over?.id === id ? s.over.position : null));
}
