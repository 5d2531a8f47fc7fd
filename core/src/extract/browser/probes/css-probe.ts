import type { HTTPResponse } from "puppeteer-core";
import type { CssChunk } from "../../css/assemble.ts";
import { precisionMap, restorePrecision } from "../../css/number-precision.ts";
import { mediaWidths, viewportBreakpoints } from "../../css/width-breakpoints.ts";
import type { PageCss, RawChunk } from "../in-page/sheet-chunks.ts";
import { pageCall } from "../page-script.ts";
import type { CaptureSession, Probe } from "./probe.ts";

export interface CssOutput {
  cssChunks: CssChunk[];
  /** By shadow host stamp. */
  shadowChunks: Record<string, CssChunk[]>;
}

export interface CssProbe extends Probe<CssOutput> {
  /** The widths where rules styling a canvas or frame (or a box around one) switch: where drawings change. */
  drawingBreakpoints(): Promise<number[]>;
  /** Every width where some rule of the page's CSS starts or stops applying. */
  pageBreakpoints(): number[];
}

/**
 * The page's CSS from the CSSOM at the primary width, with cross-origin sheets filled from the responses the browser
 * received and numbers restored to the precision the sources wrote.
 */
export function cssProbe(session: CaptureSession): CssProbe {
  const stylesheets = new Map<string, HTTPResponse>();
  let css: PageCss | null = null;
  let output: CssOutput | null = null;
  let breakpoints: number[] | null = null;
  let pageBreakpoints: number[] | null = null;
  const ready = () => {
    if (!output) throw new Error("the CSS probe has not read the page");
    return output;
  };
  return {
    name: "css",
    start() {
      session.page.on("response", (response) => {
        if (response.request().resourceType() === "stylesheet") stylesheets.set(response.url(), response);
      });
    },
    async read() {
      css = await session.evaluate(pageCall("css"));
    },
    async sample() {
      if (!css) throw new Error("the CSS probe has not read the page");
      // Every stylesheet body, read once: cross-origin sheets are filled from it, and all of them restore precision.
      const sheetText = new Map(await Promise.all([...stylesheets].map(async ([href, r]) => [href, await r.text().catch(() => "")] as const)));
      const precision = precisionMap([...css.sources, ...sheetText.values()]);
      const fill = (chunks: RawChunk[]): CssChunk[] =>
        chunks.map((c) =>
          c.blockedHref
            ? { text: sheetText.get(c.blockedHref) ?? "", base: c.blockedHref, wrap: c.wrap }
            : { text: restorePrecision(c.text, precision), base: c.base, wrap: c.wrap },
        );
      const shadowChunks: Record<string, CssChunk[]> = {};
      for (const [host, chunks] of Object.entries(css.shadows)) shadowChunks[host] = fill(chunks);
      output = { cssChunks: fill(css.document), shadowChunks };
      session.lap("css-text");
    },
    async drawingBreakpoints() {
      breakpoints ??= (await session.evaluate(pageCall("drawnMedia", ready().cssChunks.map(wrappedText)))).flatMap(mediaWidths);
      return breakpoints;
    },
    pageBreakpoints() {
      pageBreakpoints ??= viewportBreakpoints(ready().cssChunks);
      return pageBreakpoints;
    },
    result: ready,
  };
}

/** A chunk as a stylesheet of its own, inside the at-rules it was read from. */
function wrappedText(chunk: CssChunk): string {
  return chunk.wrap.reduceRight((inner, prelude) => `${prelude} {\n${inner}\n}`, chunk.text);
}
