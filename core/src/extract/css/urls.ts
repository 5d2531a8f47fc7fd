/** `url(...)` tokens in a CSS value (quoted or not); a CSS value never nests them. */
const URL_TOKEN = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)/gi;

/** Makes every `url()` in a CSS value (or a whole style attribute) absolute against `base`. */
export function absolutizeCssUrls(value: string, base: string): string {
  if (!/url\(/i.test(value)) return value;
  return value.replace(URL_TOKEN, (match, dq: string | undefined, sq: string | undefined, bare: string | undefined) => {
    const url = (dq ?? sq ?? bare ?? "").trim();
    // Fragment-only URLs point into the document that uses the CSS (SVG filters, masks): keep them as they are.
    if (!url || url.startsWith("#") || /^(data|blob):/i.test(url)) return match;
    try {
      return `url("${new URL(url, base).href}")`;
    } catch {
      return match;
    }
  });
}
