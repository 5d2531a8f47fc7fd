import type { Page } from "puppeteer-core";
import { CANVAS_RECORDER, CANVAS_RECORDS } from "./in-page.gen.ts";

export { MAX_OPS } from "./in-page/page-names.ts";

/**
 * The recorder (in-page/record-canvases.ts), then the services that read it (in-page/serve-canvas-records.ts, called from
 * canvas-records.ts), both before the page's own scripts run: every 2D canvas keeps a display list the capture can
 * turn into vector shapes.
 */
export async function installCanvasRecorder(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(CANVAS_RECORDER);
  await page.evaluateOnNewDocument(CANVAS_RECORDS);
}
