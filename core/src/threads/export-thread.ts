import { exportLayout, type ExportedFile, type ExportInput } from "../export/export-layout.ts";
import { exportSite } from "../sites/export/export-site.ts";
import type { SitePageSource } from "../sites/site-page-source.ts";
import { serverAssetFetcher, type AssetFetchPolicy } from "../export/assets/server-asset-fetcher.ts";
import type { PreloadedAssets } from "../export/assets/preloaded-assets.ts";
import type { ExportFormat } from "../contract/export.ts";
import { htmlDepth } from "../html/depth-limit.ts";
import { planSharedEdits, type SharedEditsInput, type SharedEditUpdate } from "../sites/chrome/plan-shared-edits.ts";
import { listSiteParts, type SitePartsInput } from "../sites/chrome/list-site-parts.ts";
import { siteCopyOf, type SiteCopyInput } from "../sites/chrome/site-copy.ts";
import type { SitePart, SitePartCopy } from "../contract/site-parts.ts";
import { layoutDesignTokens, type DesignTokensInput } from "../export/layout-design-tokens.ts";
import type { DesignTokenSummary } from "../contract/design-tokens.ts";
import { serveThreadTasks } from "./thread-side.ts";
import { WARM_UP_LAYOUT } from "./export-warm-up-layout.ts";

export interface ExportTask {
  kind?: "export";
  format: ExportFormat;
  /** One layout, or a whole site's pages (start page first). */
  input: ExportInput | { site: SitePageSource[] };
  /** How the zip downloads images; null keeps them remote. */
  assets: AssetFetchPolicy | null;
  /** Files the zip packs without downloading them (our own uploaded images), by absolute URL. */
  preloaded?: PreloadedAssets;
}

/** The save-time nesting check of a large layout (htmlDepth): parse5's parse of a hostile body takes seconds. */
export interface DepthTask {
  kind: "depth";
  html: string;
}

/** A site page's save carried to the pages sharing its header, navigation or footer (every page is parsed). */
export interface SharedEditsTask {
  kind: "shared-edits";
  input: SharedEditsInput;
}

/** The shared parts of a site page, as the editor lists them (every page of the site is parsed). */
export interface SitePartsTask {
  kind: "site-parts";
  input: SitePartsInput;
}

/** The site's current copy of one part of a page ("Reattach to site"). */
export interface SiteCopyTask {
  kind: "site-copy";
  input: SiteCopyInput;
}

/** The design tokens the exports would write for the editor's current layout (its swatches and steps). */
export interface DesignTokensTask {
  kind: "design-tokens";
  input: DesignTokensInput;
}

/** Prints a small layout once so the thread's first real export does not load Prettier, its plugins and every printer. */
export interface WarmUpTask {
  kind: "warm-up";
}

type Task = ExportTask | DepthTask | SharedEditsTask | SitePartsTask | SiteCopyTask | DesignTokensTask | WarmUpTask;

// The export thread: parses, sanitizes and prints one layout (exportLayout) or a whole site off the request thread,
// measures how deep a saved layout nests, plans a site page's shared edits, reads a site's shared parts and lists a
// layout's design tokens for the editor.
serveThreadTasks<Task, ExportedFile | number | SharedEditUpdate[] | SitePart[] | SitePartCopy | DesignTokenSummary[] | null>(async (task) => {
  if (task.kind === "depth") return { result: htmlDepth(task.html) };
  if (task.kind === "shared-edits") return { result: planSharedEdits(task.input) };
  if (task.kind === "site-parts") return { result: listSiteParts(task.input) };
  if (task.kind === "site-copy") return { result: siteCopyOf(task.input) };
  if (task.kind === "design-tokens") return { result: layoutDesignTokens(task.input) };
  if (task.kind === "warm-up") return { result: (await exportLayout("zip", WARM_UP_LAYOUT)).body.byteLength };
  const { format, input, assets, preloaded } = task;
  const options = assets ? { fetchAsset: serverAssetFetcher(assets, preloaded) } : {};
  const file = "site" in input ? await exportSite(format, input.site, options) : await exportLayout(format, input, options);
  const body = file.body.byteOffset === 0 && file.body.byteLength === file.body.buffer.byteLength ? file.body : file.body.slice();
  return { result: { ...file, body }, transfer: [body.buffer as ArrayBuffer] };
});
