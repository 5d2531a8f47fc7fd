import type { ElementContext } from "./namespaces.ts";
import { isSafeUrl, normalizeUrl, type UrlUse } from "./url-schemes.ts";
import { parseSrcset, serializeSrcset } from "./srcset.ts";

/** Attributes holding one URL. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  "href", "xlink:href", "src", "action", "formaction", "poster", "cite", "data", "background", "longdesc", "codebase",
  "manifest", "icon", "profile", "lowsrc", "dynsrc",
]);
/** Attributes holding a comma-separated list of image candidates. */
export const SRCSET_ATTRIBUTES: ReadonlySet<string> = new Set(["srcset", "imagesrcset"]);
/** Attributes holding a space-separated list of URLs. */
const URL_LIST_ATTRIBUTES: ReadonlySet<string> = new Set(["ping", "archive"]);

const IMAGE_SOURCES = new Set(["img", "input", "source"]);
const SVG_IMAGES = new Set(["image", "feImage", "feimage"]);

export function isUrlAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return URL_ATTRIBUTES.has(lower) || SRCSET_ATTRIBUTES.has(lower) || URL_LIST_ATTRIBUTES.has(lower);
}

/** What the browser does with the URL, which decides the schemes it may use. */
export function urlUse(el: ElementContext, name: string): UrlUse {
  const lower = name.toLowerCase();
  if (SRCSET_ATTRIBUTES.has(lower) || lower === "poster" || lower === "background") return "image";
  if (lower === "href" || lower === "xlink:href") {
    if (el.ns === "svg") return el.tag === "a" ? "navigation" : SVG_IMAGES.has(el.tag) ? "image" : "reference";
    return "navigation";
  }
  if (lower === "src") return el.ns === "html" && IMAGE_SOURCES.has(el.tag) ? "image" : "media";
  if (lower === "action" || lower === "formaction" || lower === "ping") return "navigation";
  return "reference";
}

/** The value to keep (normalized), or null when no part of it may stay. Non-URL attributes pass unchanged. */
export function sanitizeUrlValue(el: ElementContext, name: string, value: string): string | null {
  const lower = name.toLowerCase();
  if (!isUrlAttribute(lower)) return value;
  const use = urlUse(el, lower);
  if (SRCSET_ATTRIBUTES.has(lower)) {
    const candidates = parseSrcset(value);
    const safe = candidates.filter((c) => isSafeUrl(c.url, use));
    if (!safe.length) return null;
    return safe.length === candidates.length ? value : serializeSrcset(safe);
  }
  if (URL_LIST_ATTRIBUTES.has(lower)) {
    const safe = value.split(/[\t\n\f\r ]+/).filter((url) => url && isSafeUrl(url, use));
    return safe.length ? safe.join(" ") : null;
  }
  return isSafeUrl(value, use) ? normalizeUrl(value) : null;
}
