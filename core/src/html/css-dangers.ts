import { parseInlineDeclarations } from "../css/inline-style.ts";

/**
 * CSS that can run code in some engine: IE's `expression(…)` and `behavior`, Firefox's `-moz-binding`, and script
 * URLs in `url(…)`. They are judged after the CSS tokenizer's own decoding (comments dropped, `\XX ` escapes and
 * `\c` decoded, whitespace ignored), so `exp/**\/ression(` or `java\73 cript:` are caught. `</style` inside CSS is
 * not a danger of the CSS itself: it is escaped wherever CSS is placed in a <style> element (raw-text.ts).
 */
const DANGERS = ["expression(", "javascript:", "vbscript:", "livescript:", "behavior:", "behaviour:", "-moz-binding", "-ms-behavior"];
/** What the check ignores between characters: whitespace, controls and invisible characters. */
const IGNORED = "\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u200b-\\u200f\\u2028\\u2029\\ufeff";
/**
 * Without escapes or comments, decoding is only dropping ignored characters and lower-casing, so one regex over the
 * raw text (ignored characters allowed between the letters) gives the same answer about 10× faster: stylesheets
 * have millions of declarations.
 */
const IGNORED_CHARACTERS = new RegExp(`[${IGNORED}]`, "g");
const DANGER_IN_PLAIN_TEXT = new RegExp(DANGERS.map((d) => [...d].map((ch) => ch.replace(/[-(:]/g, "\\$&")).join(`[${IGNORED}]*`)).join("|"), "i");

export function cssForDangerCheck(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_m, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    })
    .replace(/\\(\r\n|[\n\r\f])/g, "")
    .replace(/\\([\s\S])/g, "$1")
    .replace(IGNORED_CHARACTERS, "")
    .toLowerCase();
}

export function isDangerousCss(text: string): boolean {
  if (!text.includes("\\") && !text.includes("/*")) return DANGER_IN_PLAIN_TEXT.test(text);
  const normalized = cssForDangerCheck(text);
  return DANGERS.some((danger) => normalized.includes(danger));
}

/** A `style` attribute without its dangerous declarations; null when nothing safe is left. */
export function sanitizeInlineStyle(style: string): string | null {
  if (!isDangerousCss(style)) return style;
  const kept = parseInlineDeclarations(style)
    .filter((d) => !isDangerousCss(`${d.property}:${d.value}`))
    .map((d) => `${d.property}: ${d.value}${d.important ? " !important" : ""}`)
    .join("; ");
  return kept && !isDangerousCss(kept) ? kept : null;
}
