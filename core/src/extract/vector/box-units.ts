/**
 * How a drawing's CSS names the size of the box it redraws itself in. Inline, the `<svg>` is its own size container:
 * `100cqw` is the box's width and a query's widths are the box's. Inside an SVG image (drawing-image.ts) the viewport
 * stands for the box, and the image is shown at 1/IMAGE_ZOOM zoom: the browser lays the image out at its box divided
 * by the zoom, in whole px, so the viewport is IMAGE_ZOOM times the box, which tells the box's width to 1/64 px where
 * an unzoomed viewport is the box rounded to whole px (and a chart that floors its bitmap draws 459.4 and 459.6 px
 * boxes a whole bitmap pixel apart).
 */
export interface BoxUnits {
  /** The box's width and height as CSS expressions (container units, which an image's document turns into `vw`/`vh`). */
  width: string;
  height: string;
  /** A box width as the width a container or media query compares. */
  query(px: number): number;
  /** Viewport px per px of the box: what a length that does not scale with the drawing (a non-scaling stroke) counts in. */
  zoom: number;
}

export const IMAGE_ZOOM = 64;

export const INLINE_BOX: BoxUnits = { width: "100cqw", height: "100cqh", query: (px) => px, zoom: 1 };

export const IMAGE_BOX: BoxUnits = {
  width: `(100cqw / ${IMAGE_ZOOM})`,
  height: `(100cqh / ${IMAGE_ZOOM})`,
  query: (px) => px * IMAGE_ZOOM,
  zoom: IMAGE_ZOOM,
};
