/**
 * Which at-rules a stylesheet we store or write may keep: only those that describe styles and have no build or
 * load semantics. Everything else from a page is dropped, whatever it is: `@import` (loads more CSS, and a build
 * follows it), Tailwind's `@plugin`/`@config` (import a JavaScript module inside our compiler or the customer's
 * build), `@source`, `@utility`, `@custom-variant`, `@variant`, `@apply`, `@reference`, `@theme`, `@tailwind`,
 * Sass/Less/PostCSS directives, and at-rules no engine knows (a future tool may give them meaning).
 */
const KEPT_AT_RULES: ReadonlySet<string> = new Set([
  "media", "supports", "container", "layer", "keyframes", "font-face", "property", "page", "counter-style",
  "font-feature-values", "font-palette-values", "scope", "starting-style", "position-try", "view-transition",
]);
/** Vendor spellings still found on real pages; each means the same as the standard rule. */
const VENDOR_KEYFRAMES = /^-(webkit|moz|o|ms)-keyframes$/;
/** At-rules that only exist inside another one. */
const NESTED_AT_RULES: Record<string, ReadonlySet<string>> = {
  "font-feature-values": new Set(["stylistic", "historical-forms", "styleset", "character-variant", "swash", "ornaments", "annotation"]),
  page: new Set([
    "top-left-corner", "top-left", "top-center", "top-right", "top-right-corner", "bottom-left-corner", "bottom-left",
    "bottom-center", "bottom-right", "bottom-right-corner", "left-top", "left-middle", "left-bottom", "right-top",
    "right-middle", "right-bottom",
  ]),
};

/** Whether an at-rule named `name` (without `@`) may stay, directly inside an at-rule named `parent` (or a rule / the root). */
export function keptAtRule(name: string, parent: string | null): boolean {
  const lower = name.toLowerCase();
  if (parent && NESTED_AT_RULES[parent]?.has(lower)) return true;
  return KEPT_AT_RULES.has(lower) || VENDOR_KEYFRAMES.test(lower);
}
