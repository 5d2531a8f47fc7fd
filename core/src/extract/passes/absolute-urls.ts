import type { ExtractContext } from "../context.ts";
import { elements, type Element } from "../dom.ts";
import { absolutizeCssUrls } from "../css/urls.ts";

const SINGLE_URL_ATTRIBUTES = ["href", "src", "action", "poster", "data", "xlink:href", "background", "cite"];

/** The extraction is used away from the page's origin: every link, image and resource URL becomes absolute. */
export function absolutizeUrls(ctx: ExtractContext): void {
  for (const el of elements(ctx.body, true)) absolutizeElementUrls(el, ctx.pageUrl);
}

export function absolutizeElementUrls(el: Element, base: string): void {
  for (const name of SINGLE_URL_ATTRIBUTES) {
    const value = el.attribs[name];
    if (value === undefined) continue;
    // In-page references (#section, <use href="#icon">, a bare `<a href>` that links the page to itself and shows as
    // visited there) must stay relative to the page they end up in.
    if (value.trim() === "" || value.startsWith("#") || /^(mailto|tel|data|blob):/i.test(value.trim())) continue;
    el.attribs[name] = absolute(value, base);
  }
  for (const name of ["srcset", "imagesrcset"]) {
    const value = el.attribs[name];
    if (value) el.attribs[name] = absolutizeSrcset(value, base);
  }
  if (el.attribs.style) el.attribs.style = absolutizeCssUrls(el.attribs.style, base);
}

export function absolutizeSrcset(srcset: string, base: string): string {
  return srcset
    .split(/,\s+(?=\S)/)
    .map((candidate) => {
      const [url, ...descriptor] = candidate.trim().split(/\s+/);
      return [absolute(url, base), ...descriptor].join(" ");
    })
    .join(", ");
}

function absolute(value: string, base: string): string {
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return value;
  }
}
