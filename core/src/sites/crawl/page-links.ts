import { parse, type DefaultTreeAdapterMap } from "parse5";
import { normalizePageUrl } from "../page-url.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface PageLinks {
  /** Normalised absolute URLs of the page's `<a href>` / `<area href>`, in document order, repeats dropped. */
  links: string[];
  /** `<link rel="canonical">` resolved and normalised, when the page names one. */
  canonical: string | null;
}

function attr(el: Element, name: string): string | null {
  return el.attrs.find((a) => a.name === name)?.value ?? null;
}

/**
 * The links a crawler follows from one HTML document. `<base href>` sets what relative links resolve against;
 * `rel=nofollow` is a hint about ranking, not about reaching, so those links are followed like any other. The walk
 * is iterative: a hostile page cannot overflow the stack with nesting.
 */
export function pageLinks(html: string, pageUrl: string): PageLinks {
  const document = parse(html);
  const anchors: string[] = [];
  let base = pageUrl;
  let baseSeen = false;
  let canonicalHref: string | null = null;
  const stack: Node[] = [document];
  while (stack.length) {
    const node = stack.pop()!;
    if ("tagName" in node) {
      const href = attr(node, "href");
      if (node.tagName === "base" && href !== null && !baseSeen) {
        baseSeen = true;
        base = safeResolve(href, pageUrl) ?? pageUrl;
      } else if ((node.tagName === "a" || node.tagName === "area") && href !== null) {
        anchors.push(href);
      } else if (node.tagName === "link" && href !== null && canonicalHref === null) {
        const rel = (attr(node, "rel") ?? "").toLowerCase().split(/\s+/);
        if (rel.includes("canonical")) canonicalHref = href;
      }
    }
    const children = "childNodes" in node ? node.childNodes : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  const seen = new Set<string>();
  const links: string[] = [];
  for (const href of anchors) {
    const url = normalizePageUrl(href, base);
    if (url && !seen.has(url)) {
      seen.add(url);
      links.push(url);
    }
  }
  return { links, canonical: canonicalHref === null ? null : normalizePageUrl(canonicalHref, base) };
}

function safeResolve(href: string, base: string): string | null {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}
