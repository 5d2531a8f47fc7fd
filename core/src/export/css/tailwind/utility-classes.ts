/**
 * One CSS declaration → the Tailwind v4 utility that produces exactly that declaration, or null. Keywords map to
 * named utilities (`display: flex` → `flex`); lengths and colours use arbitrary values with a type hint where a
 * prefix is ambiguous (`color: #fff` → `text-[color:#fff]`). Only utilities that emit the one declaration and
 * nothing else are listed: no `text-<size>` (it also sets line-height), no shadows or rings (they compose
 * variables), no transforms.
 */
const KEYWORDS: Record<string, Record<string, string>> = {
  display: {
    block: "block", "inline-block": "inline-block", inline: "inline", flex: "flex", "inline-flex": "inline-flex", grid: "grid",
    "inline-grid": "inline-grid", none: "hidden", contents: "contents", table: "table", "table-row": "table-row",
    "table-cell": "table-cell", "flow-root": "flow-root", "list-item": "list-item",
  },
  position: { static: "static", relative: "relative", absolute: "absolute", fixed: "fixed", sticky: "sticky" },
  "flex-direction": { row: "flex-row", column: "flex-col", "row-reverse": "flex-row-reverse", "column-reverse": "flex-col-reverse" },
  "flex-wrap": { wrap: "flex-wrap", nowrap: "flex-nowrap", "wrap-reverse": "flex-wrap-reverse" },
  "align-items": { center: "items-center", "flex-start": "items-start", "flex-end": "items-end", start: "items-start", end: "items-end", stretch: "items-stretch", baseline: "items-baseline" },
  "justify-content": {
    center: "justify-center", "flex-start": "justify-start", "flex-end": "justify-end", "space-between": "justify-between",
    "space-around": "justify-around", "space-evenly": "justify-evenly", start: "justify-start", end: "justify-end",
  },
  "text-align": { left: "text-left", center: "text-center", right: "text-right", justify: "text-justify", start: "text-start", end: "text-end" },
  "text-transform": { uppercase: "uppercase", lowercase: "lowercase", capitalize: "capitalize", none: "normal-case" },
  "font-style": { italic: "italic", normal: "not-italic" },
  "white-space": { nowrap: "whitespace-nowrap", normal: "whitespace-normal", pre: "whitespace-pre", "pre-wrap": "whitespace-pre-wrap", "pre-line": "whitespace-pre-line" },
  overflow: { hidden: "overflow-hidden", auto: "overflow-auto", visible: "overflow-visible", scroll: "overflow-scroll", clip: "overflow-clip" },
  "list-style": { none: "list-none" },
  "list-style-type": { none: "list-none", disc: "list-disc", decimal: "list-decimal" },
  cursor: { pointer: "cursor-pointer", default: "cursor-default", "not-allowed": "cursor-not-allowed" },
  "box-sizing": { "border-box": "box-border", "content-box": "box-content" },
  "object-fit": { cover: "object-cover", contain: "object-contain", fill: "object-fill", none: "object-none" },
  visibility: { hidden: "invisible", visible: "visible" },
  "pointer-events": { none: "pointer-events-none", auto: "pointer-events-auto" },
  "text-decoration-line": { none: "no-underline", underline: "underline", "line-through": "line-through" },
  "flex-shrink": { "0": "shrink-0", "1": "shrink" },
  "flex-grow": { "0": "grow-0", "1": "grow" },
};

/** Arbitrary-value utilities: property → prefix (with a type hint where the prefix serves several properties). */
const ARBITRARY: Record<string, string> = {
  padding: "p", "padding-top": "pt", "padding-right": "pr", "padding-bottom": "pb", "padding-left": "pl",
  "padding-inline": "px", "padding-block": "py",
  margin: "m", "margin-top": "mt", "margin-right": "mr", "margin-bottom": "mb", "margin-left": "ml",
  "margin-inline": "mx", "margin-block": "my",
  gap: "gap", "row-gap": "gap-y", "column-gap": "gap-x",
  width: "w", height: "h", "min-width": "min-w", "max-width": "max-w", "min-height": "min-h", "max-height": "max-h",
  top: "top", right: "right", bottom: "bottom", left: "left", inset: "inset",
  "z-index": "z", opacity: "opacity", order: "order",
  "font-size": "text-[length:", "line-height": "leading", "letter-spacing": "tracking",
  color: "text-[color:", "background-color": "bg-[color:", "border-color": "border-[color:",
  "border-radius": "rounded", "border-width": "border-[length:",
  "grid-template-columns": "grid-cols", "grid-template-rows": "grid-rows", "grid-column": "col", "grid-row": "row",
  "aspect-ratio": "aspect", "flex-basis": "basis", flex: "flex", "font-family": "font-[family-name:",
};

const FONT_WEIGHTS: Record<string, string> = {
  "100": "font-thin", "200": "font-extralight", "300": "font-light", "400": "font-normal", "500": "font-medium",
  "600": "font-semibold", "700": "font-bold", "800": "font-extrabold", "900": "font-black", normal: "font-normal", bold: "font-bold",
};

/** Values an arbitrary utility can carry unchanged: spaces become `_`, so the value must not contain one already. */
const SAFE_VALUE = /^[#\w.%(),\-\s/+*]+$/;
const COLOR_VALUE = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab)\([^()]*\)|var\(--[\w-]+\)|[a-z]+)$/i;

export function utilityFor(prop: string, rawValue: string, important = false): string | null {
  if (important) return null;
  const value = rawValue.trim().replace(/\s+/g, " ");
  const lower = prop.toLowerCase();
  if (lower === "font-weight") return FONT_WEIGHTS[value.toLowerCase()] ?? null;
  const keyword = KEYWORDS[lower]?.[value.toLowerCase()];
  if (keyword) return keyword;
  if (lower === "background" && COLOR_VALUE.test(value) && !/^(none|inherit|initial|unset|revert)$/i.test(value)) return arbitrary("bg-[color:", value);
  const prefix = ARBITRARY[lower];
  if (!prefix || !SAFE_VALUE.test(value) || value.includes("_") || /^(inherit|initial|unset|revert|revert-layer)$/i.test(value)) return null;
  if ((lower === "color" || lower.endsWith("-color")) && !COLOR_VALUE.test(value)) return null;
  if (lower === "font-family" && /["']/.test(value)) return null;
  return arbitrary(prefix, value);
}

function arbitrary(prefix: string, value: string): string {
  const body = value.replace(/ /g, "_");
  return prefix.endsWith(":") ? `${prefix}${body}]` : `${prefix}-[${body}]`;
}
