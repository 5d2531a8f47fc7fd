import type { ExtractContext } from "../context.ts";
import { elements } from "../dom.ts";

const URL_TOKEN = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;
/** An image no browser can decode: what stands in for one the page's policy refused (a broken image, as there). */
const REFUSED_SRC = "data:image/png;base64,";

/**
 * Images the page's Content-Security-Policy refused to show (browser/blocked-images.ts) are not shown by the output
 * either: `url()`s in the CSS become `none` and `<img>` sources point nowhere. The output is served without the
 * page's policy, and must look like the page, not like what its author meant.
 */
export function dropCspBlockedImages(ctx: ExtractContext): void {
  const blocked = ctx.blockedImages;
  if (!blocked?.length) return;
  const refused = (url: string) => {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
    return blocked.includes(url.trim()) || (scheme !== undefined && blocked.includes(scheme));
  };
  const roots = [ctx.css, ...ctx.shadowCss.values()];
  for (const root of roots) {
    root.walkDecls((decl) => {
      // Custom properties too: Bootstrap keeps its icons in them (`--bs-form-select-bg-img`). Fonts are not images.
      if (!/url\(/i.test(decl.value) || /^(src|font)/i.test(decl.prop)) return;
      decl.value = decl.value.replace(URL_TOKEN, (match, dq?: string, sq?: string, bare?: string) => (refused(dq ?? sq ?? bare ?? "") ? "none" : match));
    });
  }
  for (const el of elements(ctx.body)) {
    if (el.name === "img" && el.attribs.src && refused(el.attribs.src)) {
      el.attribs.src = REFUSED_SRC;
      delete el.attribs.srcset;
    }
  }
}
