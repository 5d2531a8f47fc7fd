import type { DrawingRange } from "./drawing-ranges.ts";
import { vectorDrawing } from "./vector-drawing.ts";
import { sanitizeSvgDocument } from "../../html/svg-document.ts";

/**
 * A script-drawn canvas as one standalone SVG image that redraws itself at any size (vector-drawing.ts's ranges,
 * keyframes and paused animations, inside the image): the `<img>` that shows it stands where the canvas stood.
 *
 * Why an image: the browser paints an image over the whole device pixels its box covers, as it paints a canvas's
 * bitmap, so every shape lands where the canvas showed it whatever fraction of a px the box ends on; an inline
 * `<svg>` is drawn at its fractional size instead, up to a px off (stock Chart.js dashboard at 1024 px: 0.967 ink
 * inline). And the drawing's rules live in the image, not in the page's stylesheet: a chart's keyframes were 84 % of
 * its page's CSS (issue 26). Inside the image the viewport is the element's box, so the container queries and
 * `100cqw` of the inline form become media queries and `100vw`.
 *
 * Labels stay `<text>` in the canvas's own font: an SVG image sees the fonts installed on the machine, not the page's
 * web fonts (passes/vector-drawings.ts keeps drawings whose labels use one inline). The document goes through the SVG
 * file policy (svg-document.ts) like every SVG an export writes, and is returned as the `data:` URL the output uses.
 */
export function drawingImage(ranges: readonly DrawingRange[], name: string): string | null {
  const svg = sanitizeSvgDocument(drawingImageSvg(ranges, name));
  // The markup is ours, made of checked numbers, colours and fonts, so the policy has nothing to remove; should it
  // ever refuse the style (it refuses any `url(` or escape), the caller keeps the drawing inline.
  if (svg === null || !svg.includes("</style>")) return null;
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/** The image's markup before the file policy. */
export function drawingImageSvg(ranges: readonly DrawingRange[], name: string): string {
  const { markup, css } = vectorDrawing(ranges, name, { image: true });
  const style = css
    .replace(/@container\b/g, "@media")
    .replace(/(\d)cqw\b/g, "$1vw")
    .replace(/(\d)cqh\b/g, "$1vh")
    .replace(/container-type: inline-size; /g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" class="${name}" width="100%" height="100%"><style>${style}</style>${markup}</svg>`;
}
