import { HOLD_RESIZES } from "./in-page.gen.ts";
import { PAGE_SYMBOLS } from "./in-page/page-names.ts";

/**
 * A full-page screenshot (`captureBeyondViewport`) makes Chromium resize the viewport for a moment: to 1 px wide, then
 * back. A page's scripts would follow that resize (Chart.js collapses its charts and regrows them over ~25 frames,
 * Masonry re-packs its cards), and on a loaded machine the screenshot can catch them mid-way, which no visitor ever
 * sees. While the hold is on, the page's scripts do not hear of resizes (in-page/hold-resizes.ts). The moment passes
 * and the layout is back where it was, so nothing needs replaying afterwards.
 *
 * Installed before the page's own scripts (and before resize-watch.ts). Shared by the capture and the fidelity
 * measurements.
 */
export const HOLD_RESIZES_SCRIPT = HOLD_RESIZES;

/** The expression that turns the hold on or off, evaluated in the page's main world. */
export function holdResizesExpression(held: boolean): string {
  return `void (window[Symbol.for(${JSON.stringify(PAGE_SYMBOLS.holdResizes)})] = ${held})`;
}
