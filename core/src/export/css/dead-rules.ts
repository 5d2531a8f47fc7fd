import type { AtRule, Root, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";
import type { LayoutTree } from "../model/layout-nodes.ts";
import { cascadeEntries } from "./tailwind/cascade-entries.ts";
import { matchEntries } from "./tailwind/element-matches.ts";
import { allElements, stateChanges, TOGGLED_CLASS_ATTRIBUTES, type StateChanges } from "./state-attributes.ts";

/**
 * Rules no element of the layout can ever match: Bootstrap's `.btn:disabled`, `.dropdown-divider` or `.nav-tabs
 * .nav-link` on a page with no disabled button, divider or tabs. They are dead CSS, and no export writes them: the
 * export is a snapshot of this layout, so a rule only a later edit could bring to life is not kept for it. Every
 * format prints from the stylesheet prepareLayout leaves them out of (withoutDeadRules); the Tailwind flavour
 * removes them too from whatever stylesheet it is handed (they would only be counted as kept, and keep class names
 * alive for nothing). Only style rules go: a custom property a dead rule declares reached no element, and
 * `@keyframes`/`@font-face` no kept rule uses are dropped at extraction (extract/passes/unused-at-rules.ts; on the
 * export fixtures no dead rule was the last to use one).
 *
 * A selector is dead when element matching (element-matches.ts) finds it on no element and on no root in any view:
 * the page, the component inside a framework's root, every class a recorded state adds (open, closed, scrolled,
 * scrollspy) put on, and every such class taken off; `:hover`, `:focus` and the other interaction pseudo-classes are
 * left out of the match, so a rule waiting for one is matched as if it applied. What those views cannot see keeps a
 * selector alive: a class of an element the layout does not hold (a dialog's backdrop, the body's class while a
 * dialog is open), an attribute a state sets or the browser changes (`aria-expanded`, `open`, `hidden`), a state
 * class under `:not()` (one state adds a class while another takes one off), pseudo-elements (but those only an
 * `<input>` has, `::-webkit-inner-spin-button`, on a layout without one), and selectors the matcher cannot read.
 * A selector list loses its dead selectors only where the browser reads every one of them (a vendor-prefixed one
 * can void the whole list, and dropping it would bring the list to life).
 */
export interface DeadRuleContext extends StateChanges {
  /** The attributes naming the classes a state adds or removes, for element matching. */
  stateClassAttributes: string[];
}

/** What the layout's recorded states change (state-attributes.ts), as dead-rule removal reads it. */
export function deadRuleContext(tree: LayoutTree): DeadRuleContext {
  return { ...stateChanges(allElements(tree.nodes)), stateClassAttributes: TOGGLED_CLASS_ATTRIBUTES };
}

/**
 * Tag and attribute names the layout writes with capitals (SVG's `linearGradient`, `viewBox`), lower-cased: the
 * matcher reads a selector's names in HTML's lower case and would miss those elements, so a selector naming one stays.
 */
function mixedCaseNames(nodes: LayoutTree["nodes"], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    if (n.type !== "element") continue;
    if (/[A-Z]/.test(n.tag)) out.add(n.tag.toLowerCase());
    for (const a of n.attrs) if (/[A-Z]/.test(a.name)) out.add(a.name.toLowerCase());
    mixedCaseNames(n.children, out);
  }
  return out;
}

const STATE_ATTRIBUTE = /^(hidden|open|inert|aria-.*)$/i;
/** Pseudo-elements only an `<input>` has (spin buttons, date fields, colour swatches, the file button). */
const INPUT_PSEUDO_ELEMENT = /^::(-webkit-(inner-spin-button|outer-spin-button|search-decoration|search-cancel-button|search-results-button|search-results-decoration|datetime-edit(-[a-z-]+)?|color-swatch(-wrapper)?|calendar-picker-indicator|file-upload-button|clear-button)|file-selector-button)$/i;

/** The selector styles only a pseudo-element an `<input>` has: with no input in the layout it is dead. */
function inputOnly(selector: string): boolean {
  let only = false;
  try {
    selectorParser((root) => {
      only = root.nodes.length === 1 && root.nodes.every((sel) => {
        const pseudos = sel.nodes.filter((n) => n.type === "pseudo" && String(n.value).startsWith("::"));
        return pseudos.length > 0 && pseudos.every((n) => INPUT_PSEUDO_ELEMENT.test(String(n.value)));
      });
    }).processSync(selector);
  } catch {
    return false;
  }
  return only;
}

const hasInput = (nodes: LayoutTree["nodes"]): boolean => nodes.some((n) => n.type === "element" && (n.tag.toLowerCase() === "input" || hasInput(n.children)));

/** What element matching cannot decide for this selector: it stays, whatever the match says. */
function beyondMatching(selector: string, context: DeadRuleContext, mixedCase: Set<string>): boolean {
  let beyond = false;
  try {
    selectorParser((root) => {
      root.walk((node) => {
        if (node.type === "tag" && mixedCase.has(node.value.toLowerCase())) beyond = true;
        if (node.type === "attribute" && mixedCase.has(node.attribute.toLowerCase())) beyond = true;
        if (node.type === "class" && context.outsideClasses.has(node.value)) beyond = true;
        if (node.type === "attribute" && (STATE_ATTRIBUTE.test(node.attribute) || context.toggledAttributes.has(node.attribute.toLowerCase()))) beyond = true;
        if (node.type === "nesting") beyond = true;
        if (node.type === "pseudo") {
          const name = node.value.toLowerCase();
          if (name.startsWith("::") || /^:(before|after|first-line|first-letter)$/.test(name) || name.startsWith(":-")) beyond = true;
          if (name === ":not") node.walkClasses((c) => void (context.toggledClasses.has(c.value) && (beyond = true)));
        }
      });
    }).processSync(selector);
  } catch {
    return true;
  }
  return beyond;
}

/**
 * Names a selector by where it stands: its at-rules (`@media (min-width: 992px)`) and its text. A site's pages share
 * rules by that name (site.css), so a selector one page keeps alive is kept on every page (sites/compose/site-pages.ts).
 */
export function selectorKey(rule: Rule, selector: string): string {
  const wraps: string[] = [];
  for (let p = rule.parent; p && p.type !== "root"; p = p.parent) {
    if (p.type === "atrule") wraps.unshift(`@${(p as AtRule).name} ${(p as AtRule).params}`);
    else if (p.type === "rule") wraps.unshift((p as Rule).selector);
  }
  return `${wraps.join(" { ")}|${selector}`;
}

/** The selectors of `root` no element of `tree` can ever match, per rule; those `alive` names are not. */
function deadSelectorsOf(root: Root, tree: LayoutTree, context: DeadRuleContext, alive?: ReadonlySet<string>): Map<Rule, Set<string>> {
  const entries = cascadeEntries(root, new Set(), new Set());
  const matches = matchEntries(tree, entries, context.stateClassAttributes);
  const deadSelectors = new Map<Rule, Set<string>>();
  const noInput = !hasInput(tree.nodes);
  const mixedCase = mixedCaseNames(tree.nodes);
  const add = (rule: Rule, selector: string) => {
    if (alive?.has(selectorKey(rule, selector))) return;
    (deadSelectors.get(rule) ?? deadSelectors.set(rule, new Set()).get(rule)!).add(selector);
  };
  entries.forEach((entry, i) => {
    if (entry.matchSelector === null && noInput && inputOnly(entry.selector)) return add(entry.rule, entry.selector);
    if (entry.matchSelector === null || matches.rootHit[i] || matches.reach[i].length) return;
    if (beyondMatching(entry.selector, context, mixedCase)) return;
    add(entry.rule, entry.selector);
  });
  return deadSelectors;
}

/** The names (selectorKey) of the selectors of `root` that `tree` keeps alive. */
export function liveSelectorKeys(root: Root, tree: LayoutTree): Set<string> {
  const dead = deadSelectorsOf(root, tree, deadRuleContext(tree));
  const live = new Set<string>();
  root.walkRules((rule) => {
    for (const selector of rule.selectors) if (!dead.get(rule)?.has(selector)) live.add(selectorKey(rule, selector));
  });
  return live;
}

/**
 * Removes the dead selectors and rules from `root`; returns the declarations removed with their rules. `alive`: names
 * (selectorKey) kept whatever this layout's match says (what another page of the same site needs).
 */
export function removeDeadRules(root: Root, tree: LayoutTree, context: DeadRuleContext, alive?: ReadonlySet<string>): number {
  const deadSelectors = deadSelectorsOf(root, tree, context, alive);
  let removed = 0;
  for (const [rule, dead] of deadSelectors) {
    // A rule holding nested rules (`.a { :not(&) { … } }`) stays: what it holds is judged on its own.
    if (rule.some((n) => n.type !== "decl" && n.type !== "comment")) continue;
    const selectors = rule.selectors;
    if (selectors.every((s) => dead.has(s))) {
      rule.walkDecls(() => void removed++);
      const parent = rule.parent;
      rule.remove();
      // An at-rule left empty by it goes too (`@media (min-width: 992px) {}`).
      for (let p = parent; p && p.type === "atrule" && (p.nodes?.length ?? 0) === 0; ) {
        const up = p.parent;
        p.remove();
        p = up as typeof p;
      }
      continue;
    }
    if (selectors.some((s) => /::?-/.test(s))) continue;
    rule.selectors = selectors.filter((s) => !dead.has(s));
  }
  return removed;
}

/** A copy of `root` without the rules no element of `tree` can ever match, and the declarations they held. */
export function withoutDeadRules(root: Root, tree: LayoutTree, alive?: ReadonlySet<string>): { root: Root; dead: number } {
  const live = root.clone();
  const dead = removeDeadRules(live, tree, deadRuleContext(tree), alive);
  return { root: live, dead };
}
