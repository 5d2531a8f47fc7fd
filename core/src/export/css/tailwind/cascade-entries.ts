import type { AtRule, Container, Declaration, Root, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * The page's stylesheet as the Tailwind flavour weighs it: one entry per selector of every style rule, with what
 * decides the cascade (specificity, source order), the viewport widths its `@media` blocks allow, and the state
 * (`:hover`, `:focus`) its subject needs. An entry a utility cannot reproduce exactly is marked untranslatable, and
 * its declarations stay in the stylesheet.
 */
export type StateKind = "focus-within" | "hover" | "focus" | "focus-visible" | "active";
/** Tailwind v4's order of these variants: a later one wins when two apply at once. */
export const STATE_ORDER: StateKind[] = ["focus-within", "hover", "focus", "focus-visible", "active"];
/** `@media` conditions other than width that Tailwind names; an element property may use one of them, alone. */
export type ConditionKind = "print" | "motion-reduce" | "motion-safe" | "dark";
const CONDITIONS: Record<string, ConditionKind> = {
  print: "print",
  "(prefers-reduced-motion:reduce)": "motion-reduce",
  "(prefers-reduced-motion:no-preference)": "motion-safe",
  "(prefers-color-scheme:dark)": "dark",
};

/** Viewport widths `[from, until)` in CSS pixels; an absent bound is open. */
export interface WidthRange {
  from?: number;
  until?: number;
}

export interface Entry {
  rule: Rule;
  selector: string;
  /** The selector matched against the static tree: the state pseudo-class removed. Null for pseudo-elements. */
  matchSelector: string | null;
  specificity: [number, number, number];
  width: WidthRange | null;
  state: StateKind | null;
  condition: ConditionKind | null;
  /** `::before`/`::after` at the end of the selector: the entry styles that pseudo-element of the elements it matches. */
  pseudo: Pseudo | null;
  /** The cascade layer's rank (layers in the order the stylesheet first names them); unlayered rules rank highest. */
  layer: number;
  translatable: boolean;
}
export const UNLAYERED = Number.MAX_SAFE_INTEGER;
export type Pseudo = "before" | "after";

const STATES = new Set<string>(STATE_ORDER.map((s) => `:${s}`));
/**
 * Pseudo-classes that follow interaction, time or form state rather than the markup. `:disabled`, `:enabled` and
 * `:link` are read from attributes no recorded state changes, so they are matched like any other selector.
 */
const DYNAMIC = new Set([
  ":hover", ":focus", ":focus-visible", ":focus-within", ":active", ":visited", ":target", ":checked",
  ":indeterminate", ":placeholder-shown", ":invalid", ":valid", ":user-invalid", ":user-valid", ":in-range", ":out-of-range",
  ":default", ":open", ":closed", ":popover-open", ":modal", ":fullscreen", ":defined", ":autofill", ":read-only",
  ":read-write", ":optional", ":required", ":local-link", ":host", ":host-context", ":state",
  ":playing", ":paused", ":current", ":past", ":future", ":blank",
]);
const LEGACY_PSEUDO_ELEMENTS = new Set([":before", ":after", ":first-line", ":first-letter"]);
/**
 * Attributes that change at run time (contract/behaviours.ts, the browser's own `open` on <details>): a rule naming
 * one can start or stop matching. Other `data-*` attributes a state sets are passed in by name.
 */
const STATE_ATTRIBUTE = /^(hidden|open|inert|aria-.*)$/i;

const isPseudoElement = (value: string) => value.startsWith("::") || LEGACY_PSEUDO_ELEMENTS.has(value.toLowerCase());

function specificityOf(nodes: selectorParser.Node[]): [number, number, number] {
  const s: [number, number, number] = [0, 0, 0];
  const add = (t: [number, number, number]) => t.forEach((v, i) => (s[i] += v));
  for (const node of nodes) {
    if (node.type === "id") s[0]++;
    else if (node.type === "class" || node.type === "attribute") s[1]++;
    else if (node.type === "tag") s[2]++;
    else if (node.type === "pseudo") {
      const name = node.value.toLowerCase();
      if (isPseudoElement(name)) s[2]++;
      else if (name === ":where") continue;
      else if ([":not", ":is", ":has", ":matches"].includes(name)) {
        const args = (node.nodes as selectorParser.Selector[]).map((sel) => specificityOf(sel.nodes));
        if (args.length) add(args.reduce((a, b) => (compareSpecificity(a, b) >= 0 ? a : b)));
      } else s[1]++;
    }
  }
  return s;
}

export function compareSpecificity(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

interface SelectorFacts {
  matchSelector: string | null;
  specificity: [number, number, number];
  state: StateKind | null;
  pseudo: Pseudo | null;
  translatable: boolean;
}

function selectorFacts(selector: string, toggledClasses: Set<string>, toggledAttributes: Set<string>): SelectorFacts {
  let facts: SelectorFacts = { matchSelector: null, specificity: [0, 0, 0], state: null, pseudo: null, translatable: false };
  try {
    selectorParser((root) => {
      const sel = root.first;
      const specificity = specificityOf(sel.nodes);
      let translatable = root.nodes.length === 1;
      let pseudoElement = false;
      let pseudo: Pseudo | null = null;
      const last = sel.nodes.at(-1);
      if (last?.type === "pseudo" && /^::?(before|after)$/i.test(last.value)) {
        pseudo = last.value.replace(/^:+/, "").toLowerCase() as Pseudo;
        last.remove();
      }
      const subjectStart = sel.nodes.map((n) => n.type === "combinator").lastIndexOf(true) + 1;
      const states: selectorParser.Pseudo[] = [];
      sel.walk((node) => {
        if (node.type === "nesting") translatable = false;
        if (node.type === "class" && toggledClasses.has(node.value)) translatable = false;
        if (node.type === "attribute" && (STATE_ATTRIBUTE.test(node.attribute) || toggledAttributes.has(node.attribute.toLowerCase()))) translatable = false;
        if (node.type !== "pseudo") return;
        const name = node.value.toLowerCase();
        if (isPseudoElement(name)) pseudoElement = true;
        else if (STATES.has(name) && node.parent === sel && sel.nodes.indexOf(node) >= subjectStart) states.push(node);
        else if (DYNAMIC.has(name) || /^:-/.test(name)) translatable = false;
      });
      if (states.length > 1 || (pseudo && states.length)) translatable = false;
      const subject = sel.nodes.slice(subjectStart);
      // A lone universal selector (`*`, `*::before`) is a base style every element shares: it stays a stylesheet rule.
      if (subjectStart === 0 && subject.every((n) => n.type === "universal" || (n.type === "pseudo" && !STATES.has(n.value.toLowerCase())))) translatable = false;
      const state = (states[0]?.value.toLowerCase().slice(1) as StateKind | undefined) ?? null;
      for (const s of states) s.remove();
      let matchSelector: string | null = null;
      if (!pseudoElement) {
        // Dynamic pseudo-classes elsewhere are dropped for matching: the entry then reaches every element it might.
        sel.walk((node) => {
          if (node.type === "pseudo" && (DYNAMIC.has(node.value.toLowerCase()) || /^:-/.test(node.value))) node.remove();
        });
        matchSelector = String(sel).trim() || "*";
        if (/(^|[\s>+~])$/.test(matchSelector)) matchSelector += "*";
      }
      facts = { matchSelector, specificity, state, pseudo, translatable: translatable && !pseudoElement };
    }).processSync(selector);
  } catch {
    facts = { matchSelector: "*", specificity: [0, 0, 0], state: null, pseudo: null, translatable: false };
  }
  return facts;
}

const LENGTH = /^(-?[\d.]+)(px|em|rem)$/;
const toPx = (text: string): number | null => {
  const m = LENGTH.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * (m[2] === "px" ? 1 : 16);
};
/** `max-width: 767px` ends before 768 (whole pixels); `767.98px` (Bootstrap's convention) already names the edge. */
const untilAfter = (max: number) => (Number.isInteger(max) ? max + 1 : max);

/** The widths an `@media` prelude allows, or null for anything but viewport width (print, motion, orientation, lists). */
export function widthRange(params: string): WidthRange | null {
  const text = params.toLowerCase().replace(/\s+/g, " ").trim();
  if (!text || text.includes(",") || /\bnot\b/.test(text)) return text ? null : {};
  const range: WidthRange = {};
  for (const part of text.split(/\band\b/).map((p) => p.trim())) {
    if (/^(only )?(screen|all)$/.test(part) || part === "") continue;
    const feature = /^\((.*)\)$/.exec(part)?.[1]?.trim();
    if (!feature) return null;
    let m = /^(min|max)-width\s*:\s*(.+)$/.exec(feature);
    if (m) {
      const px = toPx(m[2]);
      if (px === null) return null;
      if (m[1] === "min") range.from = Math.max(range.from ?? -Infinity, px);
      else range.until = Math.min(range.until ?? Infinity, untilAfter(px));
      continue;
    }
    m = /^width\s*(>=|<=|>|<)\s*(.+)$/.exec(feature);
    if (!m) return null;
    const px = toPx(m[2]);
    if (px === null) return null;
    if (m[1].startsWith(">")) range.from = Math.max(range.from ?? -Infinity, px);
    else range.until = Math.min(range.until ?? Infinity, m[1] === "<" ? px : untilAfter(px));
  }
  return range;
}

function intersect(a: WidthRange, b: WidthRange): WidthRange {
  const from = Math.max(a.from ?? -Infinity, b.from ?? -Infinity);
  const until = Math.min(a.until ?? Infinity, b.until ?? Infinity);
  return { ...(Number.isFinite(from) ? { from } : {}), ...(Number.isFinite(until) ? { until } : {}) };
}

/**
 * Cascade layers by rank: the order in which the stylesheet first names each (`@layer a, b;` statements and
 * `@layer a { … }` blocks), as the browser orders them. A dotted (nested) or anonymous layer gets no rank: rules in
 * it stay CSS.
 */
export function layerRanks(root: Root): Map<string, number> {
  const ranks = new Map<string, number>();
  root.walkAtRules(/^layer$/i, (at) => {
    for (const name of at.params.split(",").map((n) => n.trim())) if (/^[\w-]+$/.test(name) && !ranks.has(name)) ranks.set(name, ranks.size);
  });
  return ranks;
}

/** The width range (or the one named condition) and the layer a rule's enclosing at-rules allow; anything else is untranslatable. */
interface RuleContext {
  width: WidthRange | null;
  condition: ConditionKind | null;
  layer: number;
  /** Inside `@media (hover: hover)`: Tailwind v4's `hover:` variant is exactly that media query around `:hover`. */
  hoverMedia: boolean;
  translatable: boolean;
}

function contextOf(rule: Rule, ranks: Map<string, number>): RuleContext {
  let width: WidthRange = {};
  let condition: ConditionKind | null = null;
  let layer = UNLAYERED;
  let hoverMedia = false;
  const refuse = { width: null, condition: null, layer, hoverMedia, translatable: false };
  for (let parent: Container | undefined = rule.parent as Container | undefined; parent && parent.type !== "root"; parent = parent.parent as Container | undefined) {
    if (parent.type === "atrule" && (parent as AtRule).name.toLowerCase() === "layer") {
      const rank = ranks.get((parent as AtRule).params.trim());
      if (rank === undefined || layer !== UNLAYERED) return refuse;
      layer = rank;
      continue;
    }
    if (parent.type !== "atrule" || (parent as AtRule).name.toLowerCase() !== "media") return refuse;
    const params = (parent as AtRule).params;
    if (params.toLowerCase().replace(/\s+/g, "") === "(hover:hover)" && !hoverMedia) {
      hoverMedia = true;
      continue;
    }
    const named = CONDITIONS[params.toLowerCase().replace(/\s+/g, "").replace(/^only/, "")];
    if (named) {
      if (condition) return refuse;
      condition = named;
      continue;
    }
    const range = widthRange(params);
    if (!range) return refuse;
    width = intersect(width, range);
  }
  const hasWidth = width.from !== undefined || width.until !== undefined;
  if (condition && hasWidth) return refuse;
  return { width: hasWidth ? width : null, condition, layer, hoverMedia, translatable: true };
}

const insideKeyframes = (rule: Rule) => {
  for (let p = rule.parent; p && p.type !== "root"; p = p.parent) if (p.type === "atrule" && /keyframes$/i.test((p as AtRule).name)) return true;
  return false;
};

export function cascadeEntries(root: Root, toggledClasses: Set<string>, toggledAttributes = new Set<string>()): Entry[] {
  const entries: Entry[] = [];
  const ranks = layerRanks(root);
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const context = contextOf(rule, ranks);
    for (const selector of rule.selectors) {
      const facts = selectorFacts(selector, toggledClasses, toggledAttributes);
      const empty = context.width && context.width.from !== undefined && context.width.until !== undefined && context.width.from >= context.width.until;
      entries.push({ rule, selector, ...facts, width: context.width, condition: context.condition, layer: context.layer, translatable: facts.translatable && context.translatable && !empty && (!context.hoverMedia || facts.state === "hover") });
    }
  });
  return entries;
}

export const declarationsOf = (rule: Rule) => rule.nodes.filter((n): n is Declaration => n.type === "decl");
