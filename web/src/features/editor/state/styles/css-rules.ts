import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from "postcss";
import type { Breakpoint } from "./breakpoints";
import { maxWidthOf, mediaMatchesWidth } from "./media-match";

/**
 * One parsed copy of the last stylesheet edited: typing into a field edits the same CSS again and again, so the
 * parse is paid once per field, not once per keystroke. The root is edited in place and re-keyed to its output.
 */
let cached: { css: string; root: Root } | null = null;

function parseCached(css: string): Root | null {
  if (cached?.css === css) return cached.root;
  try {
    const root = postcss.parse(css);
    cached = { css, root };
    return root;
  } catch {
    return null;
  }
}

const normalise = (selector: string) => selector.replace(/\s+/g, " ").trim();

function isMedia(node: ChildNode): node is AtRule {
  return node.type === "atrule" && node.name.toLowerCase() === "media";
}

/**
 * The author's @media block for a device: one that applies at the device's width and at no wider device's width
 * (so the edit shows only there), the last such block winning as it would in the cascade.
 */
export function matchingMedia(root: Root, breakpoint: Breakpoint): AtRule | null {
  let found: AtRule | null = null;
  for (const node of root.nodes) {
    if (!isMedia(node)) continue;
    if (mediaMatchesWidth(node.params, breakpoint.width) !== true) continue;
    if (breakpoint.widerWidths.some((w) => mediaMatchesWidth(node.params, w) !== false)) continue;
    found = node;
  }
  return found;
}

/** The query an edit at this breakpoint would go into: the author's own block, else the new one. */
export function mediaQueryFor(css: string, breakpoint: Breakpoint): string {
  const root = parseCached(css);
  return (root && matchingMedia(root, breakpoint)?.params) || breakpoint.newQuery;
}

function mediaFor(root: Root, breakpoint: Breakpoint): AtRule {
  const existing = matchingMedia(root, breakpoint);
  if (existing) return existing;
  const media = postcss.atRule({ name: "media", params: breakpoint.newQuery, raws: { before: "\n", afterName: " ", between: " ", after: "\n" } });
  // Narrower blocks come after wider ones, so a mobile edit still beats a tablet edit on a phone.
  const ownMax = maxWidthOf(breakpoint.newQuery);
  const before = root.nodes.find((n) => isMedia(n) && maxWidthOf(n.params) < ownMax);
  if (before) root.insertBefore(before, media);
  else root.append(media);
  return media;
}

/** A top-level @media block with exactly these params (the last one), created at the end when missing. */
function mediaWithParams(root: Root, params: string, create: boolean): AtRule | null {
  const wanted = normalise(params).toLowerCase();
  let found: AtRule | null = null;
  for (const node of root.nodes) if (isMedia(node) && normalise(node.params).toLowerCase() === wanted) found = node;
  if (found || !create) return found;
  const media = postcss.atRule({ name: "media", params, raws: { before: "\n", afterName: " ", between: " ", after: "\n" } });
  root.append(media);
  return media;
}

function lastRule(container: Container, selector: string): Rule | null {
  let found: Rule | null = null;
  const wanted = normalise(selector);
  for (const node of container.nodes ?? []) if (node.type === "rule" && normalise(node.selector) === wanted) found = node;
  return found;
}

function newRule(container: Container, selector: string): Rule {
  const rule = postcss.rule({ selector, raws: { before: container.type === "root" ? "\n" : "\n  " } });
  // Unconditional rules go before the media blocks, which are meant to override them at narrower widths.
  const firstMedia = container.type === "root" ? (container.nodes ?? []).find(isMedia) : undefined;
  if (firstMedia) container.insertBefore(firstMedia, rule);
  else container.append(rule);
  return rule;
}

/**
 * Sets (or, with an empty value, removes) one declaration in the rule for `selector`, at the top level or in the
 * media block for `breakpoint`; the rule and block are created when missing. Returns the new stylesheet, the same
 * string when nothing changed, or null when the stylesheet cannot be parsed.
 */
export function setRuleDeclaration(css: string, selector: string, breakpoint: Breakpoint | null, property: string, value: string): string | null {
  return editRuleDeclaration(css, selector, breakpoint, property, value)?.css ?? null;
}

/**
 * Where a declaration edit landed, so the canvas can update that one CSSOM rule instead of re-parsing the whole
 * stylesheet (css-rule-patch.ts). `rule` is null when the edit added or removed a rule or a media block: a
 * structural change the canvas takes as a full replacement.
 */
export interface RuleEdit {
  css: string;
  rule: RuleLocation | null;
}

export interface RuleLocation {
  /** Which top-level @media block holds the rule (0-based among the @media blocks), or null for the top level. */
  mediaIndex: number | null;
  /** Which style rule it is among the style rules of its container (0-based). */
  ruleIndex: number;
  selector: string;
  /** The rule's declarations after the edit, as its body text. */
  declarations: string;
}

/**
 * Where a declaration goes besides its selector: with no breakpoint, `media` names an author's @media block to
 * write into (the block of a rule being outranked); `important` marks the declaration `!important` (only to outrank
 * an `!important` rule).
 */
export interface DeclarationPlace {
  media?: string | null;
  important?: boolean;
}

export function editRuleDeclaration(css: string, selector: string, breakpoint: Breakpoint | null, property: string, value: string, place: DeclarationPlace = {}): RuleEdit | null {
  const root = parseCached(css);
  if (!root) return null;
  const inMedia = !breakpoint && place.media ? place.media : null;
  const existingMedia = breakpoint ? matchingMedia(root, breakpoint) : inMedia ? mediaWithParams(root, inMedia, false) : null;
  let rule = breakpoint || inMedia ? existingMedia && lastRule(existingMedia, selector) : lastRule(root, selector);
  let structural = !rule;
  const decls = rule?.nodes.filter((n) => n.type === "decl" && n.prop.toLowerCase() === property) ?? [];
  if (value === "") {
    if (!rule || decls.length === 0) return { css, rule: null };
    for (const d of decls) d.remove();
    if (rule.nodes.length === 0) {
      structural = true;
      const parent = rule.parent;
      rule.remove();
      if (parent && parent.type === "atrule" && (parent.nodes?.length ?? 0) === 0) parent.remove();
    }
  } else {
    const last = decls[decls.length - 1];
    const important = place.important === true;
    if (last?.type === "decl" && last.value === value && last.important === important && decls.length === 1) return { css, rule: null };
    if (!rule) rule = newRule(breakpoint ? mediaFor(root, breakpoint) : inMedia ? mediaWithParams(root, inMedia, true)! : root, selector);
    if (last?.type === "decl") {
      for (const d of decls.slice(0, -1)) d.remove();
      last.value = value;
      last.important = important;
    } else {
      rule.append(postcss.decl({ prop: property, value, important }));
    }
  }
  const next = root.toString();
  cached = { css: next, root };
  return { css: next, rule: structural || !rule ? null : locate(root, rule) };
}

function locate(root: Root, rule: Rule): RuleLocation | null {
  const container = rule.parent;
  if (!container) return null;
  let mediaIndex: number | null = null;
  if (container.type !== "root") {
    if (container.parent !== root || container.type !== "atrule" || !isMedia(container)) return null;
    mediaIndex = root.nodes.filter(isMedia).indexOf(container);
  }
  const ruleIndex = (container.nodes ?? []).filter((n) => n.type === "rule").indexOf(rule);
  const declarations = rule.nodes.map((n) => n.toString()).join(";");
  return { mediaIndex, ruleIndex, selector: rule.selector, declarations };
}

/**
 * Adds a rule with these declarations at the top level (before the media blocks, so device edits still override
 * it). A stylesheet that does not parse gets the rule appended as text.
 */
export function addRule(css: string, selector: string, declarations: readonly (readonly [string, string])[]): string {
  const root = parseCached(css);
  if (!root) return `${css}\n${selector}{${declarations.map(([p, v]) => `${p}:${v}`).join(";")}}`;
  const rule = newRule(root, selector);
  for (const [prop, value] of declarations) rule.append(postcss.decl({ prop, value }));
  const next = root.toString();
  cached = { css: next, root };
  return next;
}

/** Every class name the stylesheet mentions in a selector (so a generated class never collides with one). */
export function classNamesIn(css: string): Set<string> {
  const out = new Set<string>();
  for (const m of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]);
  return out;
}
