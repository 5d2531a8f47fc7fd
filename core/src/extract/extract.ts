import type { Page } from "puppeteer-core";
import type { LayoutJson } from "../contract/layout-json.ts";
import type { DocumentAttributes } from "../contract/document-attributes.ts";
import { closePage } from "../browser/close-page.ts";
import type { BrowserPool } from "../browser/pool.ts";
import { browserFailureMessage } from "./browser/browser-errors.ts";
import { capturePage } from "./browser/capture.ts";
import { UserFacingError } from "../errors/user-facing-error.ts";
import type { ExtractContext } from "./context.ts";
import { assembleCss } from "./css/assemble.ts";
import { elements, findElement, parseDocument } from "./dom.ts";
import { buildLayoutTree, layoutComponents } from "./layout-json-tree.ts";
import { passesAroundVerify, runPasses, type PassTiming } from "./pipeline.ts";
import { nextStageProgress, STAGE_PROGRESS, type EngineStage } from "../contract/job-stages.ts";
import { serializeOutput } from "./serialize.ts";
import { recordedStates } from "./states/recorded-states.ts";
import { statesReport } from "./states/states-report.ts";
import { extractionReport } from "./extraction-report.ts";
import { pickVerifyWidths } from "./verify-widths.ts";
import { fidelityOf, measureOutput, patchMismatches, renderOutput, type WidthFidelity } from "./verify.ts";

export type { EngineStage } from "../contract/job-stages.ts";

export interface PageLimits {
  navigationMs: number;
  maxElements: number;
  maxHeightPx: number;
}

export const DEFAULT_LIMITS: PageLimits = { navigationMs: 20_000, maxElements: 15_000, maxHeightPx: 30_000 };
export const DEFAULT_VIEWPORTS = [1280, 768, 390];

export interface ExtractOptions {
  pool: BrowserPool;
  /** "127.0.0.1:PORT" of the per-job egress proxy. */
  proxyServer?: string;
  viewports?: number[];
  /** Widths the output is also judged at without being captured there; default 1024, 560 and one random width. */
  verifyWidths?: number[];
  onStage?: (stage: EngineStage, progress: number) => void | Promise<void>;
  signal?: AbortSignal;
  limits?: Partial<PageLimits>;
}

export interface ExtractionResult {
  html: string;
  css: string;
  title: string;
  lang: string | null;
  /** The html/body attributes the output keeps; also in layoutJson.document. */
  document: DocumentAttributes;
  layoutJson: LayoutJson;
  screenshot: Uint8Array;
  stats: { elements: number; cssBytes: number; ms: number };
}


const TIMED_OUT = "The extraction timed out and was stopped. The page may be too slow or too large; try again or try another page.";


/**
 * URL → cleaned HTML fragment, pruned author CSS, layout JSON (components, tree, fidelity) and a screenshot.
 * One fresh browser context per call; the page is closed on abort.
 */
export async function extractLayout(url: string, options: ExtractOptions): Promise<ExtractionResult> {
  const started = performance.now();
  const limits: PageLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const widths = normaliseWidths(options.viewports ?? DEFAULT_VIEWPORTS);
  const verifyWidths = options.verifyWidths
    ? normaliseWidths(options.verifyWidths, true).filter((w) => !widths.includes(w))
    : pickVerifyWidths(widths);
  const target = parseTarget(url);
  const signal = options.signal;
  if (signal?.aborted) throw new UserFacingError(TIMED_OUT);
  const report = async (stage: EngineStage, within = 0) => {
    if (signal?.aborted) throw new UserFacingError(TIMED_OUT);
    const next = nextStageProgress(stage);
    await options.onStage?.(stage, Math.round(STAGE_PROGRESS[stage] + ((next - STAGE_PROGRESS[stage]) * within) / 100));
  };

  return options.pool.withContext(
    async (context) => {
      let page: Page | null = null;
      const onAbort = () => void closePage(page);
      signal?.addEventListener("abort", onAbort, { once: true });
      try {
        page = await context.newPage();
        await page.setBypassServiceWorker(true);
        await report("capture");
        const captured = await capturePage(page, target.href, {
          widths,
          verifyWidths,
          navigationMs: limits.navigationMs,
          maxElements: limits.maxElements,
          maxHeightPx: limits.maxHeightPx,
          onProgress: (p) => report("capture", p),
        });
        const captureMs = performance.now() - started;

        const document = parseDocument(captured.documentHtml);
        const html = findElement(document, "html");
        const body = findElement(document, "body");
        if (!html || !body) throw new UserFacingError("The page has no content we can extract (no <body>).");
        // Stylesheets that could not be parsed are worth telling the user about (layoutJson.notes).
        const notes: string[] = [];
        const ctx: ExtractContext = {
          pageUrl: captured.finalUrl,
          document,
          html,
          body,
          css: assembleCss(captured.cssChunks, notes),
          shadowCss: new Map(Object.entries(captured.shadowChunks).map(([host, chunks]) => [host, assembleCss(chunks, notes)])),
          snapshots: captured.snapshots,
          widths,
          drawn: captured.drawn,
          drawnByWidth: captured.drawnByWidth,
          drawings: captured.drawings,
          packings: captured.packings,
          blockedImages: captured.blockedImages,
          states: recordedStates(captured.behaviourCaptures.values(), captured.scrollCapture),
          limits,
          components: [],
          notes,
        };
        // Named from the captured markup, before any pass renames or prunes the controls.
        const states = statesReport(ctx);
        if (states.note) notes.push(states.note);
        const { before, after } = passesAroundVerify();
        const timings: PassTiming[] = await runPasses(ctx, before, (stage) => report(stage));
        if (!elements(ctx.body).length) {
          throw new UserFacingError("The page shows no content we can extract: it may be empty or need a login or JavaScript we cannot run.");
        }

        await report("verify");
        const verifyStarted = performance.now();
        // The verify-only widths are measured on the render that stays: after the first one when nothing needed a
        // patch (most outputs), else on the second.
        let rendered = await renderOutput(page, ctx);
        const patched = patchMismatches(ctx, rendered);
        if (patched) rendered = await renderOutput(page, ctx, verifyWidths);
        else await measureOutput(page, rendered, verifyWidths);
        const fidelity: WidthFidelity[] = fidelityOf(ctx, rendered, captured.verifySnapshots);
        const verifyMs = performance.now() - verifyStarted;

        timings.push(...(await runPasses(ctx, after, (stage) => report(stage))));
        const { tree, idsByStamp } = buildLayoutTree(ctx);
        const components = layoutComponents(ctx, idsByStamp);
        const output = serializeOutput(ctx, { stripStamps: true });
        const ms = Math.round(performance.now() - started);
        const elementCount = elements(ctx.body, true).length;
        const cssBytes = Buffer.byteLength(output.css);
        const layoutJson: LayoutJson = {
          version: 2,
          url: captured.finalUrl,
          title: captured.title,
          viewport: { width: widths[0], height: captured.pageHeight },
          screenshot: null,
          document: output.document,
          components,
          tree,
          fidelity,
          stats: {
            elements: elementCount,
            sourceElements: captured.elementCount,
            cssBytes,
            patchedElements: patched,
            removedAtRules: ctx.removedAtRules ?? 0,
            ms,
            captureMs: Math.round(captureMs),
            verifyMs: Math.round(verifyMs),
            ...Object.fromEntries(Object.entries(captured.timings).map(([k, v]) => [`capture:${k}`, v])),
            ...Object.fromEntries(timings.map((t) => [`pass:${t.name}`, t.ms])),
            ...states.stats,
          },
          notes: ctx.notes,
          report: extractionReport(ctx, { verifyWidths, states, timing: { totalMs: ms, captureMs: Math.round(captureMs), verifyMs: Math.round(verifyMs) } }),
        };
        return {
          html: output.html,
          css: output.css,
          title: captured.title,
          lang: captured.lang,
          document: output.document,
          layoutJson,
          screenshot: captured.screenshot,
          stats: { elements: elementCount, cssBytes, ms },
        };
      } catch (error) {
        if (signal?.aborted) throw new UserFacingError(TIMED_OUT);
        if (error instanceof UserFacingError) throw error;
        throw new UserFacingError(browserFailureMessage(error), { cause: error });
      } finally {
        signal?.removeEventListener("abort", onAbort);
        await closePage(page);
      }
    },
    options.proxyServer ? { proxyServer: `http://${options.proxyServer}` } : undefined,
  );
}

/** Desktop first (the screenshot and the primary snapshot use the widest), each width a sane viewport. */
function normaliseWidths(widths: number[], allowEmpty = false): number[] {
  const valid = [...new Set(widths.map((w) => Math.round(w)).filter((w) => w >= 240 && w <= 3840))].sort((a, b) => b - a);
  if (!valid.length && !allowEmpty) throw new UserFacingError("Viewport widths must be between 240 and 3840 px.");
  return valid;
}

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UserFacingError("Please enter a valid URL (e.g., https://example.com)");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new UserFacingError("Only http and https addresses can be extracted.");
  }
  return parsed;
}
