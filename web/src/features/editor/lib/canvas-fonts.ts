const FONT_FACE = /@font-face\s*\{[^{}]*\}/gi;
const SRC = /(^|[{;\s])src\s*:([^;}]*)/i;
const URL_TOKEN = /url\(\s*(["']?)(https?:\/\/[^"')\s]+)\1\s*\)/gi;

/**
 * The stylesheet's @font-face rules again, each loading its files through LayoutLift first (`proxied(url)`), then
 * from the page's site as written. A page's own fonts usually come without CORS headers, so the canvas (served from
 * LayoutLift) could not use them and drew fallback fonts; the site's address stays as the second source for a font
 * the server will not read (one added since the last save). Later rules of the same face win, so this sheet goes
 * after the page's. Only the canvas gets it: saved and exported CSS are untouched.
 */
export function proxiedFontFaces(css: string, proxied: (url: string) => string): string {
  if (!css.includes("@font-face")) return "";
  const out: string[] = [];
  for (const [rule] of css.matchAll(FONT_FACE)) {
    const src = SRC.exec(rule);
    if (!src) continue;
    const original = src[2].trim();
    const viaApp = original.replace(URL_TOKEN, (_m, _q: string, url: string) => `url("${proxied(url)}")`);
    if (viaApp === original) continue;
    out.push(rule.replace(SRC, `$1src: ${viaApp}, ${original}`));
  }
  return out.join("\n");
}

/** The absolute http(s) font files the stylesheet's @font-face rules load, each once, in order. */
export function fontFaceUrls(css: string): string[] {
  if (!css.includes("@font-face")) return [];
  const urls = new Set<string>();
  for (const [rule] of css.matchAll(FONT_FACE)) {
    const src = SRC.exec(rule);
    if (src) for (const [, , url] of src[2].matchAll(URL_TOKEN)) urls.add(url);
  }
  return [...urls];
}
