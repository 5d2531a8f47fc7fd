import postcss from "postcss";
import type { Page } from "puppeteer-core";
import { KEY_STYLES, type ElementSnapshot, type ExtractContext, type WidthSnapshot } from "./context.ts";
import { classList, elements, setClassList, stampOf, type Element } from "./dom.ts";
import { buildDocument } from "./document.ts";
import { serializeOutput } from "./serialize.ts";
import { setViewportSize, snapshotAt } from "./browser/snapshot.ts";
import { pageCall, pageEvaluator } from "./browser/page-script.ts";
import { boostedClassSelector, indexDeclarations, rivalsOf, specificityToBeat } from "./css/competitors.ts";
import { SelectorMatcher } from "./css/match.ts";
import type { Specificity } from "./css/selectors.ts";
import { widthRanges } from "./width-ranges.ts";

/** Box differences up to this many CSS px are rounding, not a mismatch. */
const BOX_TOLERANCE = 2;
/** Inherited properties: a mismatch copied from the parent is fixed at the parent. */
const INHERITED = new Set(["color", "font-family", "font-size", "font-weight", "font-style", "line-height", "text-align", "text-transform", "letter-spacing", "visibility"]);
/** Computed values of these are resolved to px lists; copying them would freeze the layout at one width. */
const NOT_PATCHED = new Set(["grid-template-columns", "gap"]);
/**
 * More mismatched elements than this means the output is off in a way patches will not fix (a missing font, a
 * script-built layout), and copying hundreds of computed values would bury the author's CSS: stop patching.
 */
const MAX_PATCHED_ELEMENTS = 300;

export interface WidthFidelity {
  width: number;
  score: number;
  mismatches: number;
  /** false at widths the capture did not use (measured only, never patched). */
  captured: boolean;
}

interface Mismatch {
  stamp: string;
  styles: number[]; // indexes into KEY_STYLES
  box: boolean;
}

export interface RenderedSnapshots {
  boxes: Map<number, WidthSnapshot>;
  parents: Map<number, Map<string, string>>;
}

/** Renders the current output (stamps kept) in `page` and snapshots it at every captured width and `extraWidths`. */
export async function renderOutput(page: Page, ctx: ExtractContext, extraWidths: number[] = []): Promise<RenderedSnapshots> {
  const { html, css, document } = serializeOutput(ctx, { stripStamps: false });
  const evaluate = pageEvaluator(page);
  await setViewportSize(page, ctx.widths[0]);
  await page.setContent(buildDocument({ html, css, title: "", document }), { waitUntil: "load", timeout: 10_000 }).catch(() => undefined);
  await evaluate(pageCall("settle", 1000));
  await evaluate(pageCall("freeze"));
  const rendered: RenderedSnapshots = { boxes: new Map(), parents: new Map() };
  await measureOutput(page, rendered, [...ctx.widths, ...extraWidths]);
  return rendered;
}

/**
 * Adds snapshots of the output `renderOutput` left in `page` at more widths: the verify-only widths, measured once the
 * output needs no patch (a patched output is rendered again, and what the first render measured there is dropped).
 */
export async function measureOutput(page: Page, rendered: RenderedSnapshots, widths: number[]): Promise<void> {
  const evaluate = pageEvaluator(page);
  for (const width of widths) {
    const snap = await snapshotAt(page, width, evaluate, { static: true });
    rendered.boxes.set(width, snap.boxes);
    rendered.parents.set(width, snap.parents);
  }
}

/** Compares the rendered output with the original at one width. */
export function compareWidth(original: WidthSnapshot, rendered: WidthSnapshot, renderedParents: Map<string, string>): { fidelity: number; mismatches: Mismatch[]; total: number } {
  const mismatches: Mismatch[] = [];
  let total = 0;
  for (const [stamp, r] of rendered) {
    const o = original.get(stamp);
    if (!o || !o.rendered) continue;
    total++;
    if (!r.rendered) {
      mismatches.push({ stamp, styles: [], box: true });
      continue;
    }
    const parent = renderedParents.get(stamp);
    const box = !sameBox(o, r, parent ? original.get(parent) : undefined, parent ? rendered.get(parent) : undefined);
    const styles: number[] = [];
    for (let i = 0; i < KEY_STYLES.length; i++) if (o.styles[i] !== r.styles[i]) styles.push(i);
    if (box || styles.length) mismatches.push({ stamp, styles, box });
  }
  return { fidelity: total ? (total - mismatches.length) / total : 1, mismatches, total };
}

function sameBox(o: ElementSnapshot, r: ElementSnapshot, op?: ElementSnapshot, rp?: ElementSnapshot): boolean {
  const ox = o.x - (op?.x ?? 0);
  const oy = o.y - (op?.y ?? 0);
  const rx = r.x - (rp?.x ?? 0);
  const ry = r.y - (rp?.y ?? 0);
  return Math.abs(ox - rx) <= BOX_TOLERANCE && Math.abs(oy - ry) <= BOX_TOLERANCE && Math.abs(o.w - r.w) <= BOX_TOLERANCE && Math.abs(o.h - r.h) <= BOX_TOLERANCE;
}

/**
 * Adds the smallest rules that restore the original's computed value of a mismatching key style: one class on the
 * element and one declaration per property, unconditional when the original value is the same at every width,
 * otherwise inside the media range of each width. Returns how many elements were patched.
 */
export function patchMismatches(ctx: ExtractContext, rendered: RenderedSnapshots): number {
  const byStamp = new Map<string, Element>();
  for (const el of elements(ctx.body)) {
    const s = stampOf(el);
    if (s) byStamp.set(s, el);
  }
  // stamp -> prop index -> width -> original value
  const wanted = new Map<string, Map<number, Map<number, string>>>();
  for (const width of ctx.widths) {
    const original = ctx.snapshots.get(width);
    const out = rendered.boxes.get(width);
    const parents = rendered.parents.get(width);
    if (!original || !out || !parents) continue;
    for (const m of compareWidth(original, out, parents).mismatches) {
      if (!byStamp.has(m.stamp) || ctx.scriptLayouts?.has(m.stamp)) continue;
      const parent = parents.get(m.stamp);
      for (const i of m.styles) {
        const prop = KEY_STYLES[i];
        if (NOT_PATCHED.has(prop)) continue;
        if (INHERITED.has(prop) && parent) {
          const po = original.get(parent);
          const pr = out.get(parent);
          if (po && pr && po.styles[i] !== pr.styles[i]) continue; // fixed where it starts
        }
        const props = wanted.get(m.stamp) ?? new Map<number, Map<number, string>>();
        const widths = props.get(i) ?? new Map<number, string>();
        widths.set(width, original.get(m.stamp)!.styles[i]);
        props.set(i, widths);
        wanted.set(m.stamp, props);
      }
    }
  }
  const ranges = widthRanges(ctx.widths);
  const media = new Map<string, postcss.AtRule>();
  const index = indexDeclarations(ctx.css);
  const matcher = new SelectorMatcher();
  let patched = 0;
  for (const [stamp, props] of wanted) {
    if (patched >= MAX_PATCHED_ELEMENTS) break;
    const el = byStamp.get(stamp)!;
    const cls = `ll-fix-${++patched}`;
    setClassList(el, [...classList(el), cls]);
    // Specificity, not !important, wins over the page's rules, so inline styles the editor writes still win over
    // the patch; only a rival that is itself !important needs an important patch.
    let needed: Specificity = [0, 1, 0];
    const important = new Set<number>();
    for (const i of props.keys()) {
      const rivals = rivalsOf(index, matcher, el, KEY_STYLES[i]);
      if (rivals.some((r) => r.important)) important.add(i);
      else needed = specificityToBeat(rivals, false, needed);
    }
    const selector = boostedClassSelector(cls, needed);
    const base = postcss.rule({ selector });
    for (const [i, widths] of props) {
      const values = [...widths.values()];
      const everywhere = widths.size === ctx.widths.length && values.every((v) => v === values[0]);
      if (everywhere) {
        base.append(postcss.decl({ prop: KEY_STYLES[i], value: values[0], important: important.has(i) }));
        continue;
      }
      for (const [width, value] of widths) {
        const condition = ranges.get(width) ?? "";
        let at = media.get(condition);
        if (!at) {
          at = postcss.atRule({ name: "media", params: condition });
          media.set(condition, at);
        }
        let rule = at.nodes?.find((n) => n.type === "rule" && n.selector === selector) as postcss.Rule | undefined;
        if (!rule) {
          rule = postcss.rule({ selector });
          at.append(rule);
        }
        rule.append(postcss.decl({ prop: KEY_STYLES[i], value, important: important.has(i) }));
      }
    }
    if (base.nodes.length) ctx.css.append(base);
  }
  for (const at of media.values()) {
    if (at.params) ctx.css.append(at);
    else ctx.css.append(at.nodes ?? []);
  }
  return patched;
}

/** Fidelity at every captured width and at the verify-only widths of `between`, widest first. */
export function fidelityOf(ctx: ExtractContext, rendered: RenderedSnapshots, between: Map<number, WidthSnapshot> = new Map()): WidthFidelity[] {
  const measure = (width: number, original: WidthSnapshot, captured: boolean): WidthFidelity => {
    const result = compareWidth(original, rendered.boxes.get(width) ?? new Map(), rendered.parents.get(width) ?? new Map());
    return { width, score: Math.round(result.fidelity * 1000) / 1000, mismatches: result.mismatches.length, captured };
  };
  return [
    ...ctx.widths.map((width) => measure(width, ctx.snapshots.get(width) ?? new Map(), true)),
    ...[...between].filter(([width]) => rendered.boxes.has(width)).map(([width, original]) => measure(width, original, false)),
  ].sort((a, b) => b.width - a.width);
}
