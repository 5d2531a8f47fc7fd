import { useLayoutEffect, useState, type RefObject } from "react";

/** Room around the page so its edge and shadow stay visible. */
export const CANVAS_GUTTER = 16;

export interface CanvasFit {
  /** CSS width the page is rendered at (the device's width). */
  width: number;
  /** CSS height of the frame: the visible height, so the page scrolls inside it. */
  height: number;
  /** Fit-to-space times zoom: how many screen pixels one CSS pixel of the page takes. */
  scale: number;
  /** The fit part alone (1 when the device width fits between the panels). */
  fit: number;
  /** Left offset that centres the page when it is narrower than the space. */
  left: number;
  /** The scrollable content size (larger than the space when zoomed in). */
  contentWidth: number;
  contentHeight: number;
}

/**
 * The page is always rendered at its device's CSS width and scaled down to fit the space between the panels; zoom
 * multiplies on top. Fitting never scales up, so 100 % zoom on a wide screen is the real size.
 */
export function fitCanvas(space: { width: number; height: number }, deviceWidth: number, zoom: number): CanvasFit {
  const roomWidth = Math.max(1, space.width - 2 * CANVAS_GUTTER);
  const roomHeight = Math.max(1, space.height - 2 * CANVAS_GUTTER);
  const fit = Math.min(1, roomWidth / deviceWidth);
  const scale = fit * (zoom / 100);
  const height = Math.max(200, roomHeight / scale);
  const drawnWidth = deviceWidth * scale;
  const left = Math.max(CANVAS_GUTTER, (space.width - drawnWidth) / 2);
  return {
    width: deviceWidth,
    height,
    scale,
    fit,
    left,
    contentWidth: Math.max(space.width, drawnWidth + 2 * CANVAS_GUTTER),
    contentHeight: Math.max(space.height, height * scale + 2 * CANVAS_GUTTER),
  };
}

/** The size of the canvas area, kept current as panels open and close or the window resizes. */
export function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setSize({ width: node.clientWidth, height: node.clientHeight });
    const observer = new ResizeObserver(() => setSize({ width: node.clientWidth, height: node.clientHeight }));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
