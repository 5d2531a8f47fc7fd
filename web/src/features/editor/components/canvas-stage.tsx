import type { ReactNode, RefObject } from "react";
import { CANVAS_GUTTER, type CanvasFit } from "../hooks/use-canvas-fit";

/** The page's frame: white, on the stage's muted ground. */
export const PAGE_FRAME_CLASS = "block h-full w-full border-0 bg-white shadow-lg ring-1 ring-border";

/**
 * The scrolling stage both canvases (editing and preview) draw on: an area sized to the scaled page plus its
 * gutters, and the page's box at the device's width, scaled to fit. `areaRef` is measured by the caller (fitCanvas).
 */
export function CanvasStage({
  areaRef,
  label,
  fit,
  frameData,
  children,
}: {
  areaRef: RefObject<HTMLDivElement | null>;
  label: string;
  fit: CanvasFit;
  /** data-* attributes of the page's box, which tests and the overlay read. */
  frameData?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const { width, height, scale, left, contentWidth, contentHeight } = fit;
  return (
    <div ref={areaRef} className="relative min-h-0 flex-1 overflow-auto bg-muted/40" aria-label={label}>
      <div className="relative" style={{ width: contentWidth, height: contentHeight }}>
        <div
          className="absolute origin-top-left"
          style={{ width, height, left, top: CANVAS_GUTTER, transform: `scale(${scale})` }}
          data-canvas-width={width}
          {...frameData}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
