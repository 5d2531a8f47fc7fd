import selectorParser, { type Node as SelNode, type Selector } from "postcss-selector-parser";
import type { ExtractContext } from "../context.ts";
import { classList, elements, type Element } from "../dom.ts";
import { isIgnoredPseudo, specificity, type Specificity } from "../css/selectors.ts";

/**
 * The extraction is a body fragment, so the page's `<html>` and `<body>` attributes do not travel with it. Rules
 * that depended on them (`html.dark .card`, `body.home .hero`, `[data-theme=dark] .x`) already matched at capture:
 * their html/body conditions are dropped so they keep applying to the fragment.
 */
export function rewriteRootSelectors(ctx: ExtractContext): void {
  const fragmentClasses = new Set<string>();
  const fragmentAttrs = new Set<string>();
  for (const el of elements(ctx.body, true)) {
    for (const c of classList(el)) fragmentClasses.add(c);
    for (const a of Object.keys(el.attribs)) fragmentAttrs.add(a);
  }
  const rootOnly = (el: Element) => ({
    classes: classList(el).filter((c) => !fragmentClasses.has(c)),
    attrs: Object.keys(el.attribs).filter((a) => !fragmentAttrs.has(a) && a !== "class"),
  });
  const html = rootOnly(ctx.html);
  const body = rootOnly(ctx.body);
  const classes = new Set([...html.classes, ...body.classes]);
  // A rule whose subject was only <body> (`.home { ... }`) must still style the body the fragment is placed in.
  const bodyOnly = new Set([...body.classes.map((c) => `.${c}`), ...body.attrs.map((a) => `[${a}`)]);
  if (ctx.body.attribs.id) bodyOnly.add(`#${ctx.body.attribs.id}`);
  const subjectFor = (removed: string[]) => (removed.some((r) => bodyOnly.has(r)) ? "body" : ":root");
  const attrs = new Set([...html.attrs, ...body.attrs]);
  if (ctx.html.attribs.id && !fragmentAttrs.has("id")) attrs.add("id");

  const rootIds = [ctx.html.attribs.id, ctx.body.attribs.id].filter(Boolean) as string[];
  const rootIdSet = new Set(rootIds);
  const rewrite = selectorParser((root) => {
    root.each((sel) => {
      const before = specificity(String(sel));
      rewriteSelector(sel, classes, attrs, rootIdSet, subjectFor);
      keepSpecificity(sel, before);
    });
  });
  // One scan of the selector's own class/attribute/id names (not a loop over the root's names per rule: a body with
  // thousands of classes and a sheet with 150k rules would multiply).
  const mentionsRoot = (selector: string) => {
    if (/\b(html|body)\b|:root/i.test(selector)) return true;
    for (const m of selector.matchAll(/([.#[])\s*(-?[\w-]+)/g)) {
      const [, kind, name] = m;
      if (kind === "." ? classes.has(name) : kind === "[" ? attrs.has(name) : rootIdSet.has(name)) return true;
    }
    return false;
  };
  ctx.css.walkRules((rule) => {
    if (!mentionsRoot(rule.selector)) return;
    try {
      const next = rewrite.processSync(rule.selector);
      if (next !== rule.selector) rule.selector = next;
    } catch {
      // Leave selectors postcss-selector-parser cannot read untouched.
    }
  });
}

export function rewriteSelector(
  sel: Selector,
  rootClasses: Set<string>,
  rootAttrs: Set<string>,
  rootIds: Set<string>,
  subjectFor: (removed: string[]) => "body" | ":root" = () => ":root",
): void {
  const compounds: SelNode[][] = [[]];
  for (const node of sel.nodes) {
    if (node.type === "combinator") compounds.push([node], []);
    else compounds[compounds.length - 1].push(node);
  }
  for (const compound of compounds) {
    if (compound.length === 1 && compound[0].type === "combinator") continue;
    const isRoot = compound.some(
      (n) => (n.type === "tag" && /^(html|body)$/i.test(n.value)) || (n.type === "pseudo" && n.value === ":root"),
    );
    let changed = false;
    const removed: string[] = [];
    for (const n of compound) {
      const conditional = n.type === "class" || n.type === "attribute" || n.type === "id" || (n.type === "pseudo" && !isIgnoredPseudo(n.value) && n.value !== ":root");
      const rootOnly =
        (n.type === "class" && rootClasses.has(n.value)) ||
        (n.type === "attribute" && rootAttrs.has(n.attribute)) ||
        (n.type === "id" && rootIds.has(n.value));
      if ((isRoot && conditional) || rootOnly) {
        removed.push(n.type === "class" ? `.${n.value}` : n.type === "attribute" ? `[${n.attribute}` : String(n));
        n.remove();
        changed = true;
      }
    }
    if (changed && !compound.some((n) => n.parent)) {
      // The whole compound only described <html>/<body>: drop it with its combinator when it leads the selector.
      const first = sel.first;
      const idx = compounds.indexOf(compound);
      const next = compounds[idx + 1]?.[0];
      if (idx === 0 && next && next.type === "combinator" && next.value.trim() === "" && next.parent) next.remove();
      else if (!next) {
        const subject = subjectFor(removed);
        sel.append(subject === "body" ? selectorParser.tag({ value: "body" }) : selectorParser.pseudo({ value: ":root" }));
      }
      else if (first !== undefined) {
        const anchor = compounds[idx + 1]?.[0];
        if (anchor && anchor.parent) sel.insertBefore(anchor, selectorParser.universal());
        else sel.append(selectorParser.universal());
      }
    }
  }
  // A leading descendant combinator with nothing before it must go.
  const lead = sel.first;
  if (lead && lead.type === "combinator") lead.remove();
}

/**
 * Dropping `.home` from `.home .card` would let the rule lose to a later `.card` it beat on the page, so the lost
 * specificity is put back with selectors that always match: `:root` in front (one class's worth; before `body` as
 * `:root > body`), then `:not(._)` per class and `:not(#_)` per id.
 */
export function keepSpecificity(sel: Selector, before: Specificity): void {
  const after = specificity(String(sel));
  let ids = before[0] - after[0];
  let classes = before[1] - after[1];
  if (ids <= 0 && classes <= 0) return;
  const first = sel.first;
  if (!first) return;
  const hasRoot = sel.nodes.some((n) => n.type === "pseudo" && n.value === ":root");
  if (classes > 0 && !hasRoot) {
    if (first.type === "tag" && first.value.toLowerCase() === "html") {
      sel.insertAfter(first, selectorParser.pseudo({ value: ":root" }));
    } else if (first.type === "tag" && first.value.toLowerCase() === "body") {
      sel.prepend(selectorParser.combinator({ value: " > " }));
      sel.prepend(selectorParser.pseudo({ value: ":root" }));
    } else {
      sel.prepend(selectorParser.combinator({ value: " " }));
      sel.prepend(selectorParser.pseudo({ value: ":root" }));
    }
    classes--;
  }
  // The fillers go at the end of the first compound: they match every element, so only specificity changes.
  let end = sel.first;
  for (let n = end?.next(); n && n.type !== "combinator"; n = n.next()) end = n;
  const fillers: string[] = [];
  for (; ids > 0; ids--) fillers.push("#_");
  for (; classes > 0; classes--) fillers.push("._");
  for (const f of fillers.reverse()) {
    const not = selectorParser.pseudo({ value: ":not" });
    not.append(selectorParser.selector({ value: "", nodes: [f.startsWith("#") ? selectorParser.id({ value: "_" }) : selectorParser.className({ value: "_" })] } as never));
    sel.insertAfter(end!, not);
  }
}
