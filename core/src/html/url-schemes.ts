/**
 * Whether a URL may stay, judged on what the browser will read rather than on the raw text. The URL parser first
 * strips leading and trailing C0 controls and spaces and removes every ASCII tab and newline (URL Standard, basic
 * URL parser), so `" java\tscript:…"` (written `java&#x09;script:` in HTML; parsers decode the entity) is
 * `javascript:`. Values reach this module entity-decoded: every caller reads them from a parsed tree.
 */
export type UrlUse = "navigation" | "image" | "media" | "reference";

const ALLOWED_SCHEMES: Record<UrlUse, ReadonlySet<string>> = {
  navigation: new Set(["http", "https", "mailto", "tel", "sms", "ftp", "ftps"]),
  image: new Set(["http", "https"]),
  media: new Set(["http", "https"]),
  reference: new Set(["http", "https"]),
};
/** Inline images: rendered as images, so even SVG cannot run script there. */
const DATA_IMAGE = /^data:image\/(png|gif|jpe?g|webp|avif|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)[;,]/i;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

export function urlParserInput(value: string): string {
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

/** The scheme a browser reads, lower-cased; null for a relative reference (`#a`, `/b`, `c.png`, `//host/d`). */
export function urlScheme(value: string): string | null {
  const match = SCHEME.exec(urlParserInput(value));
  return match ? match[1].toLowerCase() : null;
}

export function isSafeUrl(value: string, use: UrlUse): boolean {
  const input = urlParserInput(value);
  const scheme = urlScheme(input);
  if (scheme === null) return true;
  if (scheme === "data") return use === "image" && DATA_IMAGE.test(input);
  return ALLOWED_SCHEMES[use].has(scheme);
}

/** The value as the browser reads it, scheme lower-cased: what stored HTML keeps, so no reader is fooled later. */
export function normalizeUrl(value: string): string {
  const input = urlParserInput(value);
  const scheme = urlScheme(input);
  return scheme ? scheme + input.slice(scheme.length) : input;
}
