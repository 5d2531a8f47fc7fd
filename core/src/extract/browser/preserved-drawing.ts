import type { Page } from "puppeteer-core";
import { PRESERVE_DRAWING } from "./in-page.gen.ts";

/** Every WebGL context keeps its drawing buffer, so what it shows can be read at any moment (in-page/keep-webgl-buffers.ts). */
export async function preserveDrawingBuffers(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(PRESERVE_DRAWING);
}
