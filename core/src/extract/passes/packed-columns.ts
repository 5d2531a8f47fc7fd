import postcss from "postcss";
import { parseInlineStyle, serializeInlineStyle } from "../../css/inline-style.ts";
import type { ExtractContext } from "../context.ts";
import { boostedClassSelector, indexDeclarations, rivalsOf, specificityToBeat, type DeclarationIndex } from "../css/competitors.ts";
import { SelectorMatcher } from "../css/match.ts";
import { breakpointsFor } from "../css/width-breakpoints.ts";
import { boundaryBetween } from "../width-ranges.ts";
import type { Specificity } from "../css/selectors.ts";
import { classList, elements, isTag, setClassList, stampOf, type Element } from "../dom.ts";
import { packingKey, readPacking, type PackedLayout, type PackingSample } from "../packing.ts";
import { tally } from "../outcomes.ts";

const PX = /^-?\d*\.?\d+px$/;
/** Positions that differ by more than this between captures were written by a script that follows the width. */
const MOVED = 2;

/**
 * Masonry-style layouts: a script packs the items of a container into columns (each into the shortest column, in
 * order) with absolute `left/top` and gives the container a pixel height, true at one width only. They become CSS
 * that packs the same way at every width, with the same column count per range of widths as the captures show:
 *
 * - one column: the items in normal flow, in document order;
 * - several: the column that reaches lowest stays in flow (so the container keeps its height as the content
 *   reflows), moved to its column with `left`; every other item is absolutely positioned in its column, its top
 *   anchored to the bottom of the item above it (CSS anchor positioning) plus the gap the captures show.
 *
 * Which column an item lands in depends on every height above it, so the packing changes between captures; the
 * capture samples the script between them (browser/packing-samples.ts) and every packing it saw gets a range of
 * widths. Ranges switch where the page's own media rules resize the items or the boxes they sit in (Bootstrap's
 * `col-lg-4` at 992 px, its `.container` at 1200 px) when such a rule lies between the two samples, else halfway.
 * Items keep their document order.
 */
export function relayoutPackedColumns(ctx: ExtractContext): void {
  if (ctx.widths.length < 2) return;
  let count = 0;
  for (const container of elements(ctx.body)) {
    const items = packedItems(container);
    if (!items) continue;
    const layouts = packingsOf(ctx, container, items);
    if (!layouts) continue;
    writeRules(ctx, container, items, layouts, ++count);
    tally(ctx, "relaidPackings");
  }
}

/** The children a script positioned: every child absolutely placed by inline left/top in a container with a pixel height. */
function packedItems(container: Element): Element[] | null {
  const style = parseInlineStyle(container.attribs.style);
  if (!PX.test(style.get("height") ?? "")) return null;
  const items = container.children.filter(isTag) as Element[];
  if (items.length < 2) return null;
  for (const item of items) {
    const s = parseInlineStyle(item.attribs.style);
    if (s.get("position") !== "absolute" || !s.has("left") || !s.has("top")) return null;
  }
  return items;
}

/**
 * The packing at every measured width (captured, and sampled between captures when the capture did), widest first;
 * null unless each is a packing into columns and the script moved the items between widths.
 */
function packingsOf(ctx: ExtractContext, container: Element, items: Element[]): PackedLayout[] | null {
  const stamp = stampOf(container) ?? "";
  const missing = { x: 0, y: 0, w: 0, h: 0, rendered: false, styles: [] };
  const samples: PackingSample[] =
    ctx.packings?.get(stamp) ??
    ctx.widths.map((width) => {
      const snap = ctx.snapshots.get(width);
      return { width, container: snap?.get(stamp) ?? missing, items: items.map((item) => snap?.get(stampOf(item) ?? "") ?? missing) };
    });
  if (samples.some((s) => s.items.length !== items.length)) return null;
  const layouts: PackedLayout[] = [];
  for (const sample of samples) {
    const layout = readPacking(sample);
    if (!layout) return null;
    layouts.push(layout);
  }
  const relative = samples.map((s) => s.items.flatMap((b) => [b.x - s.container.x, b.y - s.container.y]));
  const moved = relative.some((r) => r.some((v, i) => Math.abs(v - relative[0][i]) > MOVED));
  return moved ? layouts.sort((a, b) => b.width - a.width) : null;
}

interface Range {
  layout: PackedLayout;
  /** Media condition; empty when the range covers every width. */
  condition: string;
}

/** Captured widths with the same packing share a range; ranges meet at the page's breakpoint for the items. */
function rangesOf(ctx: ExtractContext, items: Element[], layouts: PackedLayout[], matcher: SelectorMatcher): Range[] {
  const groups: PackedLayout[][] = [];
  for (const layout of layouts) {
    const group = groups[groups.length - 1];
    if (group && packingKey(group[0]) === packingKey(layout)) group.push(layout);
    else groups.push([layout]);
  }
  // The items' own rules, and the container's and its ancestors': the items' share of a container that grows at a
  // breakpoint (Bootstrap's `.container` at 1200 px) changes size there too, and the script re-packs (halfway between
  // two samples left 1182-1199 px with the 1140 px container's packing: 0.46 ink).
  const container = items[0].parent;
  const around: Element[] = [];
  for (let el = container; el && isTag(el); el = el.parent) around.push(el);
  const breakpoints = breakpointsFor(ctx.css, [...items, ...around], matcher).map((b) => b.minWidth);
  // bounds[i]: the smallest width of group i (groups run widest first).
  const bounds = groups.slice(0, -1).map((group, i) => boundaryBetween(groups[i + 1][0].width, group[group.length - 1].width, breakpoints));
  return groups.map((group, i) => {
    const parts = [
      i < bounds.length ? `(min-width: ${bounds[i]}px)` : "",
      i > 0 ? `(max-width: ${bounds[i - 1] - 0.02}px)` : "",
    ].filter(Boolean);
    return { layout: group[0], condition: parts.join(" and ") };
  });
}

function writeRules(ctx: ExtractContext, container: Element, items: Element[], layouts: PackedLayout[], n: number): void {
  const matcher = new SelectorMatcher();
  const index = indexDeclarations(ctx.css);
  const ranges = rangesOf(ctx, items, layouts, matcher);
  const suffix = n > 1 ? `-${n}` : "";
  const itemClass = (i: number) => `packed${suffix}-item-${i + 1}`;
  const anchor = (i: number) => `--${itemClass(i)}`;

  // The pixel height and the script's left/top go; the layout is the rules' now.
  const style = parseInlineStyle(container.attribs.style);
  style.delete("height");
  setStyle(container, serializeInlineStyle(style));
  for (const item of items) {
    const s = parseInlineStyle(item.attribs.style);
    for (const prop of ["position", "left", "top"]) s.delete(prop);
    setStyle(item, serializeInlineStyle(s));
  }

  const containerClass = `packed-columns${suffix}`;
  setClassList(container, [...classList(container), containerClass]);
  const rules: postcss.ChildNode[] = [
    rule(boostedClassSelector(containerClass, needed(index, matcher, container, ["display", "position"])), {
      display: "flow-root",
      position: "relative",
    }),
  ];
  const selectors = items.map((item, i) => {
    setClassList(item, [...classList(item), itemClass(i)]);
    return boostedClassSelector(itemClass(i), needed(index, matcher, item, ["position", "left", "top"]));
  });
  const anchored = new Set(ranges.flatMap((r) => r.layout.above.filter((a) => a >= 0)));
  for (const i of [...anchored].sort((a, b) => a - b)) rules.push(rule(selectors[i], { "anchor-name": anchor(i) }));

  for (const range of ranges) {
    const { layout } = range;
    if (layout.columnLeft.length < 2) continue; // one column: normal flow, as the base rules leave it
    const inRange = postcss.atRule({ name: "media", params: range.condition });
    items.forEach((_, i) => {
      const col = layout.column[i];
      if (col === layout.tallest) {
        const shift = percent(layout.columnLeft[col] - layout.columnLeft[0]);
        inRange.append(rule(selectors[i], { position: "relative", left: shift, top: "auto" }));
        return;
      }
      const decls: [string, string][] = [["position", "absolute"], ["left", percent(layout.columnLeft[col])]];
      const above = layout.above[i];
      if (above < 0) decls.push(["top", `${layout.offset[i]}px`]);
      else decls.push(["top", `calc(anchor(${anchor(above)} bottom) + ${layout.offset[i]}px)`]);
      inRange.append(postcss.rule({ selector: selectors[i], nodes: decls.map(([prop, value]) => postcss.decl({ prop, value })) }));
    });
    if (range.condition) rules.push(inRange);
    else rules.push(...(inRange.nodes ?? []));
  }
  ctx.css.append(rules);
  for (const el of [container, ...items]) {
    const stamp = stampOf(el);
    if (stamp) (ctx.scriptLayouts ??= new Set()).add(stamp);
  }
}

function needed(index: DeclarationIndex, matcher: SelectorMatcher, el: Element, props: string[]): Specificity {
  let spec: Specificity = [0, 1, 0];
  for (const prop of props) spec = specificityToBeat(rivalsOf(index, matcher, el, prop), false, spec);
  return spec;
}

function rule(selector: string, decls: Record<string, string>): postcss.Rule {
  return postcss.rule({ selector, nodes: Object.entries(decls).map(([prop, value]) => postcss.decl({ prop, value })) });
}

function setStyle(el: Element, style: string): void {
  if (style.trim()) el.attribs.style = style;
  else delete el.attribs.style;
}

function percent(share: number): string {
  const pct = Math.round(share * 100 * 1000) / 1000;
  return pct === 0 ? "0" : `${pct}%`;
}
