import type { LayoutElement } from "../layout-nodes.ts";
import { getAttr } from "../layout-nodes.ts";
import { words } from "./identifiers.ts";

/**
 * The words a page uses for what an element is: its class names minus framework layout utilities (Bootstrap,
 * Tailwind) and generated hashes, and its id. Names built from these read like `team-member`, never `col-lg-4`.
 */
const UTILITY = new RegExp(
  "^(col|row|g|gx|gy|d|p|px|py|pt|pb|ps|pe|pl|pr|m|mx|my|mt|mb|ms|me|ml|mr|w|h|mw|mh|vw|vh|min|max|text|bg|border|rounded|" +
    "shadow|flex|justify|align|order|offset|gap|fw|fs|fst|lh|position|top|bottom|start|end|left|right|float|overflow|" +
    "sm|md|lg|xl|xxl|2xl|container|clearfix|visually|lead|small|display|list|link|opacity|z|translate|grid|inline|block|" +
    "hidden|sr|space|divide|ring|font|leading|tracking|items|content|self|place|inset|object|aspect|cursor|select|" +
    "transition|duration|ease|animate|hover|focus|active|dark|mx|vstack|hstack|ratio|sticky|fixed|relative|absolute|" +
    "static|img|fluid|stretched|user|pe|ps|bi|fa|fas|far|fab|fa-solid|icon|btn|nav|navbar|dropdown|collapse|show|" +
    "fade|active|disabled|first|last|odd|even|col-auto|h-100|w-100|is|has|js|u)(-.*)?$",
  "i",
);
/** Words that say only "a box": kept out of names unless nothing else is left. */
export const GENERIC_WORDS = new Set([
  "card", "item", "items", "box", "entry", "block", "col", "column", "cell", "wrapper", "wrap", "inner", "outer",
  "content", "body", "list", "group", "element", "component", "widget", "holder", "container", "section", "page",
  "main", "single", "default", "base", "style", "styled", "root", "layout", "el", "div", "span", "ui", "c", "x",
]);

/** A class a person wrote for meaning: lowercase words, no digits or hash, not a utility. */
export function isSemanticClass(cls: string): boolean {
  if (!/^[a-z][a-z-_]*[a-z]$/.test(cls) || UTILITY.test(cls) || /__|--/.test(cls)) return false;
  if (/^(css|sc|jsx|svelte|astro|emotion|chakra|mui|tw)-/.test(cls)) return false;
  return cls.split(/[-_]/).every((w) => w.length > 1 && /[aeiouy]/.test(w));
}

export function semanticClasses(el: LayoutElement): string[] {
  return (getAttr(el, "class") ?? "").split(/\s+/).filter(isSemanticClass);
}

/** Meaning words of an element: semantic classes first (split into words), then its id. */
export function meaningWords(el: LayoutElement): string[] {
  const id = getAttr(el, "id") ?? "";
  const fromId = /\d{3,}|^[a-z]{1,2}\d|:/.test(id) ? [] : words(id);
  return [...semanticClasses(el).flatMap((c) => words(c)), ...fromId].map((w) => w.toLowerCase());
}

/** "services" → "service", "stories" → "story", "boxes" → "box"; words that are not plurals stay. */
export function singular(word: string): string {
  if (/ies$/i.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses)$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word) && !/(news|series|status|canvas|plus|bonus|campus|focus|radius|yes|this|its|faqs?)$/i.test(word)) return word.slice(0, -1);
  return word;
}

const UNITS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];

/** An ordinal in words ("second", "twentyNinth"): a qualifier that never ends a prop name in a digit. */
export function ordinal(n: number): string {
  if (n < UNITS.length) return UNITS[n];
  const teens = ["thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"];
  if (n < 20) return teens[n - 13];
  const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
  const t = Math.floor(n / 10) % 10;
  const u = n % 10;
  if (n >= 100 || t < 2) return `item${"x".repeat(Math.min(n, 3))}`;
  if (!u) return `${tens[t].slice(0, -1)}ieth`;
  return `${tens[t]}${UNITS[u].charAt(0).toUpperCase()}${UNITS[u].slice(1)}`;
}
