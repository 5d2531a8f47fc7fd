import type { AtRule, Root, Rule } from "postcss";
import type { Element } from "../dom.ts";
import type { SelectorMatcher } from "./match.ts";
import { splitSelectorList } from "./selectors.ts";

/** A viewport width where some rule starts or stops applying: at `minWidth` and above the wider side holds. */
export interface WidthBreakpoint {
  minWidth: number;
}

const MIN_WIDTH = /\(\s*min-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)|\(\s*width\s*>=\s*(\d+(?:\.\d+)?)px\s*\)/g;
const MAX_WIDTH = /\(\s*max-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)|\(\s*width\s*<=\s*(\d+(?:\.\d+)?)px\s*\)/g;

/** The widths where a media condition starts or stops holding, as the first width of its wider side. */
export function mediaWidths(media: string): number[] {
  return [
    ...[...media.matchAll(MIN_WIDTH)].map((m) => Number(m[1] ?? m[2])),
    // (max-width: 991.98px) holds up to 991.98: the wider side starts just above it.
    ...[...media.matchAll(MAX_WIDTH)].map((m) => Math.floor(Number(m[1] ?? m[2])) + 1),
  ];
}

/**
 * Every width-media boundary of the page's CSS, sorted ascending without repeats: the preludes the chunks sit in
 * and the `@media` rules inside them (Bootstrap's 576/768/992/1200/1400).
 */
export function viewportBreakpoints(chunks: readonly { text: string; wrap: readonly string[] }[]): number[] {
  const found = new Set<number>();
  for (const chunk of chunks) {
    for (const prelude of chunk.wrap) if (/^@media\b/i.test(prelude)) for (const b of mediaWidths(prelude)) found.add(b);
    for (const m of chunk.text.matchAll(/@media\b([^{;]*)\{/gi)) for (const b of mediaWidths(m[1])) found.add(b);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The width-media boundaries of the page's CSS whose rules style at least one of `targets` (`.col-lg-4` at
 * `min-width: 992px` for a Bootstrap column): where those elements change size, a layout that depends on their size
 * (a script's column count) changes too. Sorted ascending, without repeats.
 */
export function breakpointsFor(css: Root, targets: Element[], matcher: SelectorMatcher): WidthBreakpoint[] {
  const found = new Set<number>();
  const classes = new Set(targets.flatMap((el) => (el.attribs.class ?? "").split(/\s+/).filter(Boolean)));
  css.walkAtRules("media", (at: AtRule) => {
    const bounds = mediaWidths(at.params);
    if (!bounds.length || !stylesAny(at, targets, classes, matcher)) return;
    for (const b of bounds) found.add(b);
  });
  return [...found].sort((a, b) => a - b).map((minWidth) => ({ minWidth }));
}

/** The last compound of a selector: the element it styles must carry its classes. */
const LAST_COMPOUND = /(?:^|[\s>+~])([^\s>+~]*)$/;

function stylesAny(at: AtRule, targets: Element[], classes: Set<string>, matcher: SelectorMatcher): boolean {
  let hit = false;
  at.walkRules((rule: Rule) => {
    if (hit) return false;
    let selectors: string[];
    try {
      selectors = splitSelectorList(rule.selector);
    } catch {
      return;
    }
    hit = selectors.some((s) => {
      // Most rules of a framework's media blocks name classes the targets do not carry: skip matching those.
      const last = LAST_COMPOUND.exec(s.trim())?.[1] ?? "";
      if ([...last.matchAll(/\.([\w-]+)/g)].some((m) => !classes.has(m[1]))) return false;
      return matcher.matchesAny(s, targets) === true;
    });
    return hit ? false : undefined;
  });
  return hit;
}
