import type { ElementContext } from "./namespaces.ts";
import { isAllowedAttributeName } from "./names.ts";
import { sanitizeInlineStyle } from "./css-dangers.ts";
import { isUrlAttribute, sanitizeUrlValue } from "./url-attributes.ts";

/**
 * One attribute of an element the policy kept: the value to write (URLs normalized, style without dangerous
 * declarations), or null to drop it. A link whose URL may not stay keeps `href="#"`, so it still looks like a link.
 */
export function sanitizeAttribute(el: ElementContext, name: string, value: string): string | null {
  if (!isAllowedAttributeName(name, el.ns, el.tag)) return null;
  const lower = name.toLowerCase();
  if (lower === "style") return sanitizeInlineStyle(value);
  if (!isUrlAttribute(lower)) return value;
  const safe = sanitizeUrlValue(el, lower, value);
  if (safe === null && lower === "href" && el.ns === "html" && (el.tag === "a" || el.tag === "area")) return "#";
  return safe;
}

export function sanitizeAttributes(el: ElementContext, attrs: readonly { name: string; value: string }[]): { name: string; value: string }[] {
  const out: { name: string; value: string }[] = [];
  for (const { name, value } of attrs) {
    const safe = sanitizeAttribute(el, name, value);
    if (safe !== null) out.push({ name, value: safe });
  }
  return out;
}
