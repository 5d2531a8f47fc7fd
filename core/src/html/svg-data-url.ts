import { decodeDataUrl } from "./data-url.ts";
import { sanitizeSvgDocument } from "./svg-document.ts";

/**
 * Inline SVG images (`data:image/svg+xml,…`) get the same policy as SVG files (svg-document.ts): one opened on its
 * own, or written out as a file by a later step, must run nothing either. The result is re-encoded as base64, which
 * needs no quoting in an attribute or a CSS `url()`; null when nothing safe is left.
 */
const SVG_DATA_URL = /^\s*data:image\/svg\+xml[;,]/i;

export function isSvgDataUrl(value: string): boolean {
  return SVG_DATA_URL.test(value);
}

export function sanitizeSvgDataUrl(url: string): string | null {
  const decoded = decodeDataUrl(url);
  if (!decoded) return null;
  const svg = sanitizeSvgDocument(new TextDecoder("utf-8", { fatal: false }).decode(decoded.body));
  return svg === null ? null : `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/** `url(data:image/svg+xml…)` in a CSS value, each rewritten by the SVG policy (`none` where nothing safe is left). */
export function sanitizeSvgDataUrlsInCss(value: string): string {
  if (!/data:image\/svg\+xml/i.test(value)) return value;
  let out = "";
  let at = 0;
  for (const m of value.matchAll(/url\(\s*/gi)) {
    const start = m.index!;
    if (start < at) continue;
    let i = start + m[0].length;
    const quote = value[i] === '"' || value[i] === "'" ? value[i] : "";
    if (quote) i++;
    let url = "";
    // A quoted URL ends at its unescaped quote, an unquoted one at ")".
    for (; i < value.length && (quote ? value[i] !== quote : value[i] !== ")"); i++) url += value[i] === "\\" && quote ? value[++i] ?? "" : value[i];
    const close = value.indexOf(")", i);
    if (!isSvgDataUrl(url) || close < 0) continue;
    const safe = sanitizeSvgDataUrl(url.trim());
    out += value.slice(at, start) + (safe ? `url("${safe}")` : "none");
    at = close + 1;
  }
  return out + value.slice(at);
}
