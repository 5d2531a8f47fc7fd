import type { Root } from "postcss";
import type { ExtractionReport } from "../contract/extraction-report.ts";
import type { ExtractContext } from "./context.ts";
import { elements } from "./dom.ts";
import { styleScopes } from "./scopes.ts";
import type { StatesReport } from "./states/states-report.ts";

export interface ReportInputs {
  verifyWidths: number[];
  states: StatesReport;
  timing: ExtractionReport["timing"];
}

/** The extraction report (contract/extraction-report.ts) from what the capture and the passes left in the context. */
export function extractionReport(ctx: ExtractContext, { verifyWidths, states, timing }: ReportInputs): ExtractionReport {
  const captured = [...ctx.widths];
  const sampledSet = new Set<number>([...(ctx.drawings?.keys() ?? []), ...(ctx.drawnByWidth?.keys() ?? [])]);
  for (const samples of ctx.packings?.values() ?? []) for (const s of samples) sampledSet.add(s.width);
  const sampled = [...sampledSet].filter((w) => !captured.includes(w)).sort((a, b) => b - a);
  const widest = Math.max(...captured);
  const outcomes = ctx.outcomes;
  const recorded = ctx.states;
  return {
    widths: { captured, sampled, aboveWidest: sampled.filter((w) => w > widest), verified: [...verifyWidths].sort((a, b) => b - a) },
    drawings: { vectorised: outcomes?.vectorDrawings ?? 0, pixels: outcomes?.pixelDrawings ?? 0 },
    packings: { found: ctx.packings?.size ?? 0, relaid: outcomes?.relaidPackings ?? 0 },
    atRules: { refused: ctx.removedAtRules ?? 0, unused: outcomes?.unusedAtRules ?? 0 },
    controls: {
      found: recorded?.found.length ?? 0,
      reproduced: recorded?.reproduced.length ?? 0,
      notReproduced: states.notReproduced,
      behaviours: (recorded?.behaviours.length ?? 0) + (recorded?.steppers.length ?? 0) + (recorded?.scroll.length ?? 0),
    },
    assets: { images: imageUrls(ctx).size, fonts: fontFaces(styleScopes(ctx).map((s) => s.css)) },
    timing,
  };
}

const URL_IN_CSS = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;

/** Distinct image addresses: img src/srcset, picture sources, and url() in rules other than @font-face. */
function imageUrls(ctx: ExtractContext): Set<string> {
  const urls = new Set<string>();
  const fromSrcset = (value: string | undefined) => value?.split(",").map((c) => c.trim().split(/\s+/)[0]).filter(Boolean).forEach((u) => urls.add(u));
  for (const el of elements(ctx.body, true)) {
    if (el.name === "img" || el.name === "source" || el.name === "image") {
      if (el.attribs.src) urls.add(el.attribs.src);
      fromSrcset(el.attribs.srcset);
      if (el.attribs.href) urls.add(el.attribs.href);
    }
    if (el.name === "video" && el.attribs.poster) urls.add(el.attribs.poster);
  }
  for (const { css } of styleScopes(ctx)) {
    css.walkDecls((decl) => {
      if (decl.parent?.type === "atrule" && (decl.parent as { name?: string }).name?.toLowerCase() === "font-face") return;
      for (const m of decl.value.matchAll(URL_IN_CSS)) if (!m[2].startsWith("#")) urls.add(m[2]);
    });
  }
  return urls;
}

function fontFaces(roots: Root[]): number {
  let n = 0;
  for (const root of roots) root.walkAtRules(/^font-face$/i, () => void n++);
  return n;
}
