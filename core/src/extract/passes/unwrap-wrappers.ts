import type { Root } from "postcss";
import type { ExtractContext } from "../context.ts";
import { elements, isTag, stampOf, unwrapElement, STAMP, type Element } from "../dom.ts";
import { SelectorMatcher } from "../css/match.ts";
import { splitSelectorList } from "../css/selectors.ts";

/** More candidates than this and the check costs more than the cleaner markup is worth. */
const MAX_CANDIDATES = 200;

/**
 * Unwraps plain `<div>`/`<span>` wrappers that add nothing: no attributes, one element child, no text, the same box
 * as that child at every captured width, matched by no rule, and whose removal changes no rule matching the child.
 */
export function unwrapWrappers(ctx: ExtractContext): void {
  const candidates = elements(ctx.body).filter(isBareWrapper).slice(0, MAX_CANDIDATES);
  if (!candidates.length) return;
  const selectors = allSelectors(ctx.css);
  const matcher = new SelectorMatcher();
  const matching = (el: Element) =>
    selectors.filter((s) => {
      const m = matcher.matcher(s);
      return m ? m(el) : true;
    });
  let unwrapped = 0;
  for (const wrapper of candidates) {
    const child = wrapper.children.find(isTag) as Element;
    if (!sameBoxEverywhere(ctx, wrapper, child)) continue;
    if (matching(wrapper).length) continue;
    const before = matching(child).join("\n");
    const parent = wrapper.parent;
    const kids = [...wrapper.children];
    unwrapElement(wrapper);
    if (parent && matching(child).join("\n") !== before) {
      // Undo: a child or sibling combinator depended on the wrapper.
      parent.children.splice(parent.children.indexOf(kids[0]), kids.length, wrapper);
      wrapper.parent = parent;
      wrapper.children = kids;
      for (const k of kids) k.parent = wrapper;
      relinkChildren(parent.children);
      relinkChildren(kids);
      continue;
    }
    unwrapped++;
  }
}

function relinkChildren(kids: Element["children"]): void {
  for (let i = 0; i < kids.length; i++) {
    kids[i].prev = kids[i - 1] ?? null;
    kids[i].next = kids[i + 1] ?? null;
  }
}

export function isBareWrapper(el: Element): boolean {
  if (el.name !== "div" && el.name !== "span") return false;
  if (Object.keys(el.attribs).some((a) => a !== STAMP)) return false;
  const elementsInside = el.children.filter(isTag);
  if (elementsInside.length !== 1) return false;
  return el.children.every((c) => isTag(c) || (c.type === "text" && !("data" in c && String(c.data).trim())));
}

function sameBoxEverywhere(ctx: ExtractContext, a: Element, b: Element): boolean {
  const sa = stampOf(a);
  const sb = stampOf(b);
  if (!sa || !sb) return false;
  for (const snap of ctx.snapshots.values()) {
    const x = snap.get(sa);
    const y = snap.get(sb);
    if (!x || !y || x.rendered !== y.rendered) return false;
    if (Math.abs(x.x - y.x) > 0.5 || Math.abs(x.y - y.y) > 0.5 || Math.abs(x.w - y.w) > 0.5 || Math.abs(x.h - y.h) > 0.5) return false;
  }
  return true;
}

function allSelectors(css: Root): string[] {
  const out: string[] = [];
  css.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    try {
      out.push(...splitSelectorList(rule.selector));
    } catch {
      // unparsable selector: ignored for this check
    }
  });
  return out;
}
