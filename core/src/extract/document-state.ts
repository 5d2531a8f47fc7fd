import type { Root } from "postcss";
import { safeDocumentAttributes, type DocumentAttributes } from "../contract/document-attributes.ts";
import type { ExtractContext } from "./context.ts";
import { STAMP, type Element } from "./dom.ts";

/**
 * The `<html>`/`<body>` attributes the output carries: `dir` and `lang` always (the browser's own stylesheet and
 * text shaping depend on them), classes and data-/aria- attributes only while a kept rule still names them. Rules
 * that depended on root-only conditions were already rewritten to hold without them (root-selectors), so what
 * remains here are classes shared with the fragment (`html.h-100` with Bootstrap's `.h-100`) and the like.
 */
export function documentAttributes(ctx: Pick<ExtractContext, "html" | "body" | "css">): DocumentAttributes {
  const named = namedInSelectors(ctx.css);
  return { html: keptAttributes(ctx.html, named), body: keptAttributes(ctx.body, named) };
}

interface Named {
  classes: Set<string>;
  attrs: Set<string>;
}

function keptAttributes(el: Element, named: Named): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(el.attribs)) {
    if (name === STAMP) continue;
    if (name === "dir" || name === "lang") out[name] = value;
    else if (name === "class") {
      const kept = value.split(/\s+/).filter((c) => c && named.classes.has(c));
      if (kept.length) out.class = kept.join(" ");
    } else if (named.attrs.has(name)) out[name] = value;
  }
  return safeDocumentAttributes(out);
}

function namedInSelectors(css: Root): Named {
  const classes = new Set<string>();
  const attrs = new Set<string>();
  css.walkRules((rule) => {
    for (const m of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.add(m[1].replace(/\\(.)/g, "$1"));
    for (const m of rule.selector.matchAll(/\[\s*([\w-]+)/g)) attrs.add(m[1].toLowerCase());
  });
  return { classes, attrs };
}
