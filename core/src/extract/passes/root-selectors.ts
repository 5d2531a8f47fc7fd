import selectorParser, { type Node as SelNode, type Selector } from "postcss-selector-parser";
import type { ExtractContext } from "../context.ts";
import { classList, elements, type Element } from "../dom.ts";
import { isIgnoredPseudo } from "../css/selectors.ts";

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

  const rewrite = selectorParser((root) => {
    root.each((sel) => rewriteSelector(sel, classes, attrs, new Set([ctx.html.attribs.id, ctx.body.attribs.id].filter(Boolean) as string[]), subjectFor));
  });
  const rootIds = [ctx.html.attribs.id, ctx.body.attribs.id].filter(Boolean) as string[];
  const mentionsRoot = (selector: string) =>
    /\b(html|body)\b|:root/i.test(selector) ||
    [...classes].some((c) => selector.includes(`.${c}`)) ||
    [...attrs].some((a) => selector.includes(`[${a}`)) ||
    rootIds.some((id) => selector.includes(`#${id}`));
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
