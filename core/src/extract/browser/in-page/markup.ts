import { shadowHosts } from "./composed.ts";
import { emulateLineHeightQuirk, rendersWithQuirks } from "./line-height-quirk.ts";

export interface PageMarkup {
  title: string;
  lang: string | null;
  baseUrl: string;
  htmlAttrs: Record<string, string>;
  bodyAttrs: Record<string, string>;
  /** The body's inner markup, shadow roots serialized as declarative ones. */
  body: string;
}

const attrs = (el: Element): Record<string, string> => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));

/** The page's markup as it stands after its scripts ran, with what the static copy would lose put into it. */
export function pageMarkup(): PageMarkup {
  const roots = shadowHosts().map((h) => h.shadowRoot);
  for (const img of document.images) {
    // The chosen candidate of a responsive image is what the capture saw; keep it reachable as src.
    if (img.currentSrc && !img.getAttribute("src")) img.setAttribute("src", img.currentSrc);
  }
  if (rendersWithQuirks()) emulateLineHeightQuirk();
  const body = document.body;
  return {
    title: document.title,
    lang: document.documentElement.getAttribute("lang"),
    baseUrl: document.baseURI,
    htmlAttrs: attrs(document.documentElement),
    bodyAttrs: body ? attrs(body) : {},
    body: body ? (body.getHTML ? body.getHTML({ shadowRoots: roots }) : body.innerHTML) : "",
  };
}
