import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { ExportFormat } from "@layoutlift/core/contract/export";
import { renderAstroExport, renderSvelteExport } from "./export-execution-brace.ts";
import { hostPage, renderReactExport, renderVueExport, renderWordPressExport, screenshot, shotDifference, type Shot } from "./export-render-helpers.ts";

/**
 * Every format of one layout's export turned into a page (as a user's project would render it) and shot in Chromium
 * against the html export: what export-formats.test.ts checks for its layouts and `npm run bench:export-formats`
 * measures for every fixture site.
 */
export type Exports = Record<ExportFormat, Uint8Array>;
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

export interface FormatRenders {
  /** Share of differing pixels against the html export, by format (and "vue at 768px", "vue at 390px"). */
  diffs: Record<string, number>;
  /** Formats whose page is not as tall as the html export's, with both heights. */
  heights: string[];
}

export async function renderEveryFormat(page: Page, f: Exports, layoutDir: string): Promise<FormatRenders> {
  const reference = await screenshot(page, text(f.html));
  const wpFile = join(layoutDir, "wordpress-template.php");
  writeFileSync(wpFile, f.wordpress);
  const candidates: Record<string, string> = {
    react: await renderReactExport(text(f.react), "jsx", layoutDir),
    nextjs: await renderReactExport(text(f.nextjs), "tsx", layoutDir),
    vue: await renderVueExport(text(f.vue), layoutDir),
    svelte: await renderSvelteExport(text(f.svelte), layoutDir),
    astro: await renderAstroExport(text(f.astro), layoutDir),
    wordpress: await renderWordPressExport(wpFile, layoutDir),
    wix: hostPage(text(f.wix)),
    squarespace: hostPage(text(f.squarespace)),
  };
  const diffs: Record<string, number> = {};
  const heights: string[] = [];
  // React and Next.js usually render to the very same document: identical documents need one screenshot.
  const shots = new Map<string, Shot>([[text(f.html), reference]]);
  for (const [format, html] of Object.entries(candidates)) {
    const shot = shots.get(html) ?? (await screenshot(page, html));
    shots.set(html, shot);
    diffs[format] = Number((await shotDifference(reference, shot)).toFixed(5));
    if (shot.pageHeight !== reference.pageHeight) heights.push(`${format}: ${shot.pageHeight} px, html ${reference.pageHeight} px`);
  }
  // The Vue single file's components are render functions: check them at the narrower widths too.
  for (const width of [768, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const narrowReference = await screenshot(page, text(f.html));
    const shot = await screenshot(page, candidates.vue);
    diffs[`vue at ${width}px`] = Number((await shotDifference(narrowReference, shot)).toFixed(5));
    if (shot.pageHeight !== narrowReference.pageHeight) heights.push(`vue at ${width}px: ${shot.pageHeight} px, html ${narrowReference.pageHeight} px`);
  }
  return { diffs, heights };
}
