import { useLayoutEffect, useState, type RefObject } from "react";

/** Room around the page so its edge and shadow stay visible. */
export const CANVAS_GUTTER = 16;

export interface CanvasFit {
  /** CSS width the page is rendered at (the device's width). */
  width: number;
  /** CSS height of the frame: the device's viewport height, so `100vh` is what it is on the device. */
  height: number;
  /** How many screen pixels one CSS pixel of the page takes: the fit, or the zoom (1 at 100 %). */
  scale: number;
  /** The scale that fits the device width between the panels (never above 1). */
  fit: number;
  /** Left offset that centres the page when it is narrower than the space. */
  left: number;
  /** The scrollable content size (larger than the space when zoomed in). */
  contentWidth: number;
  contentHeight: number;
}

/**
 * The page is always rendered in its device's viewport (CSS width × height) and only scaled: to fit the width
 * between the panels (never up), or by the zoom, where 100 % is actual size. Zooming never changes the viewport,
 * so full-height sections keep their height and nothing reflows.
 */
export function fitCanvas(space: { width: number; height: number }, device: { width: number; height: number }, zoom: number, fitToWidth: boolean): CanvasFit {
  const deviceWidth = device.width;
  const roomWidth = Math.max(1, space.width - 2 * CANVAS_GUTTER);
  const fit = Math.min(1, roomWidth / deviceWidth);
  const scale = fitToWidth ? fit : zoom / 100;
  const height = device.height;
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
