import type { AtRule, ChildNode, Container, Root, Rule } from "postcss";
import { removeChildrenWhere, removeNodes } from "../../css/remove-nodes.ts";
import type { ExtractContext } from "../context.ts";
import { classList, elements, type Element } from "../dom.ts";
import { SelectorMatcher } from "../css/match.ts";
import { isOtherEngineSelector, splitSelectorList } from "../css/selectors.ts";
import { styleScopes } from "../scopes.ts";
import { stateVariants, type StateVariant } from "../states/state-variants.ts";

/** At-rules whose blocks hold ordinary style rules; emptied ones are dropped. */
const GROUPING_AT_RULES = new Set(["media", "supports", "container", "layer", "scope", "document", "-moz-document", "starting-style"]);

/**
 * Keeps only the author rules that match something in the kept DOM. Selectors are matched with pseudo-elements and
 * interaction pseudo-classes removed so `:hover` and `::before` styles of kept elements survive; within a selector
 * list only the matching selectors stay. A rule that matches only in a recorded state (an open menu's `.show`, a
 * dialog's backdrop) is kept too.
 */
export function pruneCss(ctx: ExtractContext): void {
  let removed = 0;
  const variants = stateVariants(ctx);
  for (const scope of styleScopes(ctx)) {
    const candidates = scope.hostStamp ? scope.elements : [ctx.html, ...elements(ctx.html)];
    removed += pruneRules(scope.css, candidates, { shadow: scope.hostStamp !== null, variants: scope.hostStamp ? [] : variants });
  }
}

/**
 * Removes rules (and selectors) that match none of `candidates`; returns the number of rules removed. Nested rules
 * are judged by their selector written out in full (`&` as their parent's); `:host` rules outside a shadow root
 * style nothing.
 */
export function pruneRules(css: Root, candidates: Element[], options: { shadow?: boolean; variants?: StateVariant[] } = {}): number {
  const matcher = new SelectorMatcher();
  const index = indexElements(candidates);
  const unused = new Set<ChildNode>();
  const resolved = new Map<Rule, string[] | null>();
  const holders = new Set<Rule>();
  css.walkRules((rule: Rule) => {
    const parent = rule.parent;
    if (parent?.type === "atrule" && /keyframes$/i.test((parent as AtRule).name)) return;
    const outer = outerRule(rule);
    if (outer) holders.add(outer);
    if (outer && (unused.has(outer) || hasRemovedAncestor(outer, unused))) return;
    let selectors: string[];
    try {
      selectors = splitSelectorList(rule.selector);
    } catch {
      resolved.set(rule, null);
      return;
    }
    const context = outer ? resolved.get(outer) : undefined;
    if (outer && !context) {
      resolved.set(rule, null); // the parent could not be judged: keep its nested rules with it
      return;
    }
    const full = (sel: string) => (context ? nestedSelector(sel, context) : sel);
    const verdict = (sel: string) => {
      if (isOtherEngineSelector(sel)) return false;
      if (!options.shadow && /:host\b|::slotted/.test(sel)) return false;
      const base = matches(full(sel), matcher, index);
      if (base !== false || !options.variants?.length) return base;
      const selector = full(sel);
      return options.variants.some((v) => v.mentionedIn(selector) && v.during((extra) => matcher.matchesAny(selector, [...candidates, ...extra]) !== false));
    };
    const kept = selectors.filter((sel) => verdict(sel) !== false);
    resolved.set(rule, kept.map(full));
    if (kept.length === 0) unused.add(rule);
    else if (kept.length < selectors.length) rule.selector = kept.join(", ");
  });
  removeNodes([...unused]);
  // A rule that only held nested rules, all of them gone, is left empty.
  let emptied = 0;
  for (const rule of holders) {
    if (rule.parent && rule.nodes.length === 0) {
      rule.remove();
      emptied++;
    }
  }
  removeEmptyGroups(css);
  return unused.size + emptied;
}

/** The nearest enclosing style rule (through nested at-rules), for nested CSS. */
function outerRule(rule: Rule): Rule | undefined {
  for (let p = rule.parent as Container | undefined; p; p = p.parent as Container | undefined) {
    if (p.type === "rule") return p as Rule;
  }
  return undefined;
}

function hasRemovedAncestor(rule: Rule, removed: Set<ChildNode>): boolean {
  for (let p = outerRule(rule); p; p = outerRule(p)) if (removed.has(p)) return true;
  return false;
}

/** A nested selector written out: `&` stands for the parent's selectors, or leads implicitly as a descendant. */
function nestedSelector(selector: string, parents: string[]): string {
  const context = parents.length === 1 && /^[\w.#-]+$/.test(parents[0]) ? parents[0] : `:is(${parents.join(", ")})`;
  return selector.includes("&") ? selector.replaceAll("&", context) : `${context} ${selector.trim()}`;
}


export function removeEmptyGroups(container: Container): void {
  removeChildrenWhere(container, (node) => {
    if (node.type !== "atrule" || !node.nodes) return false;
    removeEmptyGroups(node);
    return GROUPING_AT_RULES.has(node.name.toLowerCase()) && node.nodes.length === 0;
  });
}

interface ElementIndex {
  all: Element[];
  byClass: Map<string, Element[]>;
  byId: Map<string, Element[]>;
  byTag: Map<string, Element[]>;
}

function indexElements(els: Element[]): ElementIndex {
  const index: ElementIndex = { all: els, byClass: new Map(), byId: new Map(), byTag: new Map() };
  const add = (map: Map<string, Element[]>, key: string, el: Element) => {
    const list = map.get(key);
    if (list) list.push(el);
    else map.set(key, [el]);
  };
  for (const el of els) {
    add(index.byTag, el.name, el);
    for (const c of classList(el)) add(index.byClass, c, el);
    if (el.attribs.id) add(index.byId, el.attribs.id, el);
  }
  return index;
}

/** The rightmost compound usually names a class, id or tag: only elements carrying it can match. */
const RIGHTMOST = /(?:^|[\s>+~])([^\s>+~]*)$/;

function matches(selector: string, matcher: SelectorMatcher, index: ElementIndex): boolean | null {
  if (selector.includes("&") || /:host|::slotted|::part/.test(selector)) return null;
  const last = RIGHTMOST.exec(selector.trim())?.[1] ?? "";
  let candidates = index.all;
  if (!last.includes("(") && !last.includes("\\")) {
    const cls = /\.([\w-]+)/.exec(last);
    const id = /#([\w-]+)/.exec(last);
    const tag = /^([a-zA-Z][\w-]*)/.exec(last);
    if (cls) candidates = index.byClass.get(cls[1]) ?? [];
    else if (id) candidates = index.byId.get(id[1]) ?? [];
    else if (tag) candidates = index.byTag.get(tag[1].toLowerCase()) ?? [];
  }
  return matcher.matchesAny(selector, candidates);
}
