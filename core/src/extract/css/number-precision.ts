/**
 * Chrome serializes CSSOM numbers with six significant digits, so `line-height: 1.42857143` comes back as `1.42857`
 * and `width: 33.33333333%` as `33.3333%`. On a 14px font that is 19.984px instead of 20px: every line after it
 * lands a pixel off. The page's own source text still has the full numbers; these helpers put them back.
 */

const SOURCE_NUMBER = /(?<![\w.\\])\d*\.\d{6,}(?!\d)/g;
const SERIALIZED_NUMBER = /(?<![\w.\\])\d*\.\d+(?![\d.])/g;

/** How Chrome prints a number with at most six significant digits (`1.42857143` → `1.42857`, `.5` → `0.5`). */
export function chromeSerialized(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** Maps each truncated spelling to the full-precision number it came from, over every source text given. */
export function precisionMap(sources: Iterable<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const source of sources) {
    for (const match of source.matchAll(SOURCE_NUMBER)) {
      const token = match[0];
      const short = chromeSerialized(Number(token));
      // Only numbers the CSSOM actually shortened; a six-digit literal round-trips unchanged.
      if (short !== String(Number(token)) && !map.has(short)) map.set(short, token.startsWith(".") ? `0${token}` : token);
    }
  }
  return map;
}

/** Replaces truncated numbers in CSSOM text with the source's full-precision spelling. */
export function restorePrecision(cssText: string, map: Map<string, string>): string {
  if (map.size === 0) return cssText;
  return cssText.replace(SERIALIZED_NUMBER, (token) => map.get(token) ?? token);
}
