import type { Root } from "postcss";
import type { ExtractContext } from "./context.ts";
import { elements, stampOf, templateContent, type Document, type Element, type ParentNode } from "./dom.ts";

/**
 * A style scope: the document with its author CSS, or one open shadow root (kept as declarative shadow DOM) with the
 * CSS of that root. Selectors only ever match inside their own scope.
 */
export interface StyleScope {
  /** Root of the tree the CSS applies to: the whole document, or a shadow root's content. */
  root: ParentNode;
  /** Elements whose classes and style attributes belong to this scope (the body fragment, or the shadow tree). */
  elements: Element[];
  css: Root;
  hostStamp: string | null;
}

export function styleScopes(ctx: ExtractContext): StyleScope[] {
  const scopes: StyleScope[] = [
    { root: ctx.document as Document, elements: elements(ctx.body), css: ctx.css, hostStamp: null },
  ];
  for (const el of elements(ctx.body, true)) {
    const content = templateContent(el);
    if (!content || !("shadowrootmode" in el.attribs)) continue;
    const host = el.parent as Element | null;
    const hostStamp = host ? stampOf(host) : undefined;
    const css = hostStamp ? ctx.shadowCss.get(hostStamp) : undefined;
    if (!hostStamp || !css) continue;
    scopes.push({ root: content, elements: elements(content), css, hostStamp });
  }
  return scopes;
}
