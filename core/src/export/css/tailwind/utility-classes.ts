import { keywordUtility } from "./utility-keywords.ts";

/**
 * One CSS declaration → the Tailwind v4 utility that produces exactly that declaration, or null. In order of
 * preference: a named utility (`display: flex` → `flex`, `justify-content: space-between` → `justify-between`), a
 * theme token (`color: var(--color-text)` → `text-text`, `padding: 1rem` → `p-4` on Tailwind's 0.25rem spacing), a
 * typed arbitrary value (`max-width: 540px` → `max-w-[540px]`), and as the last resort an arbitrary property
 * (`[transition:color_.15s_ease-in-out]`). Shadows, rings and transforms are never named utilities: Tailwind
 * composes those from its own variables, so only the arbitrary property says exactly what the page said.
 */
const SPACING: Record<string, string> = {
  padding: "p", "padding-top": "pt", "padding-right": "pr", "padding-bottom": "pb", "padding-left": "pl",
  "padding-inline": "px", "padding-block": "py",
  margin: "m", "margin-top": "mt", "margin-right": "mr", "margin-bottom": "mb", "margin-left": "ml",
  "margin-inline": "mx", "margin-block": "my",
  gap: "gap", "row-gap": "gap-y", "column-gap": "gap-x",
  top: "top", right: "right", bottom: "bottom", left: "left", inset: "inset",
};
const SIZES: Record<string, string> = { width: "w", height: "h", "min-width": "min-w", "max-width": "max-w", "min-height": "min-h", "max-height": "max-h" };
/** Arbitrary values Tailwind reads as the right property without a type hint. */
const TYPED: Record<string, string> = {
  ...SPACING, ...SIZES, "z-index": "z", order: "order", "line-height": "leading", "letter-spacing": "tracking",
  "grid-template-columns": "grid-cols", "grid-template-rows": "grid-rows", "grid-column": "col", "grid-row": "row",
  "aspect-ratio": "aspect", "flex-basis": "basis", flex: "flex", "border-radius": "rounded", opacity: "opacity",
};
const FRACTIONS: Record<string, string> = { "100%": "full", "50%": "1/2", "25%": "1/4", "75%": "3/4", auto: "auto" };
const SCREEN: Record<string, string> = { width: "100vw", height: "100vh", "min-height": "100vh", "max-height": "100vh" };
/** Names a theme colour cannot take after `text-`/`bg-`/`border-` without meaning something else. */
const RESERVED = new Set([
  "xs", "sm", "base", "md", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "8xl", "9xl", "left", "center", "right",
  "justify", "start", "end", "wrap", "nowrap", "balance", "pretty", "ellipsis", "clip", "fixed", "local", "scroll", "none",
  "auto", "cover", "contain", "repeat", "top", "bottom", "solid", "dashed", "dotted", "double", "hidden", "collapse",
  "separate", "x", "y", "s", "e", "t", "r", "b", "l", "inherit", "current", "transparent", "shadow", "origin", "linear",
  "radial", "conic", "blend", "no-repeat", "thin", "extralight", "light", "normal", "medium", "semibold", "bold",
  "extrabold", "black", "white", "mono", "sans", "serif",
]);

const THEME_VAR = /^var\(--(color|font|radius)-([a-z0-9][\w-]*)\)$/i;
const CUSTOM_VAR = /^var\((--[\w-]+)\)$/;
const COLOR_WORDS: Record<string, string> = { "#fff": "white", "#ffffff": "white", white: "white", "#000": "black", "#000000": "black", black: "black", transparent: "transparent", currentcolor: "current", inherit: "inherit" };
const COLOR_PREFIX: Record<string, string> = { color: "text", "background-color": "bg", "border-color": "border" };
const COLOR_LITERAL = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|color-mix)\([^]*\))$/i;

/** `1rem` on Tailwind's 0.25rem spacing step → `4`; null for values off the scale. */
function spacingStep(value: string): string | null {
  if (value === "0" || value === "0px" || value === "0rem") return "0";
  const m = /^(\d*\.?\d+)rem$/.exec(value);
  if (!m) return null;
  const steps = Number(m[1]) * 4;
  return Number.isInteger(steps * 4) && steps > 0 ? String(Number(steps.toFixed(2))) : null;
}

/** An arbitrary value's text: spaces become `_`; a value already holding `_` (outside url()) cannot be written. */
export function arbitraryText(value: string, keywords = false): string | null {
  let text = value.trim().replace(/\s+/g, " ");
  if (text.includes('"')) {
    if (text.includes("'")) return null;
    text = text.replace(/"/g, "'");
  }
  if (/[;{}\\[\]!<>`]/.test(text) || /^revert-layer$/i.test(text)) return null;
  if (!keywords && /^(inherit|initial|unset|revert)$/i.test(text)) return null;
  let depth = 0;
  for (const ch of text) {
    depth += ch === "(" ? 1 : ch === ")" ? -1 : 0;
    if (depth < 0) return null;
  }
  if (depth !== 0 || text.replace(/url\([^)]*\)/gi, "").includes("_")) return null;
  const parts = text.split(/(url\([^)]*\))/i);
  return parts.map((part, i) => (i % 2 ? part : part.replace(/ /g, "_"))).join("");
}

function colorUtility(prefix: string, value: string): string | null {
  const lower = value.toLowerCase();
  if (COLOR_WORDS[lower]) return `${prefix}-${COLOR_WORDS[lower]}`;
  const theme = THEME_VAR.exec(value);
  if (theme && theme[1].toLowerCase() === "color" && !RESERVED.has(theme[2])) return `${prefix}-${theme[2]}`;
  const custom = CUSTOM_VAR.exec(value);
  if (custom) return `${prefix}-(${custom[1]})`;
  const text = COLOR_LITERAL.test(value) ? arbitraryText(value) : null;
  return text ? `${prefix}-[${text}]` : null;
}

function namedUtility(prop: string, value: string): string | null {
  const keyword = keywordUtility(prop, value);
  if (keyword) return keyword;
  if (prop === "content") {
    // Always through `--tw-content`: the before:/after: variants set `content: var(--tw-content)` on every utility.
    if (/^(none|normal)$/i.test(value)) return "content-none";
    const custom = CUSTOM_VAR.exec(value);
    const text = custom ? null : arbitraryText(value);
    return custom ? `content-(${custom[1]})` : text ? `content-[${text}]` : null;
  }
  if (COLOR_PREFIX[prop]) return colorUtility(COLOR_PREFIX[prop], value);
  if (prop === "background" && (COLOR_LITERAL.test(value) || COLOR_WORDS[value.toLowerCase()] || THEME_VAR.test(value))) return colorUtility("bg", value);
  const theme = THEME_VAR.exec(value);
  if (theme && !RESERVED.has(theme[2])) {
    const kind = theme[1].toLowerCase();
    if (kind === "font" && prop === "font-family") return `font-${theme[2]}`;
    if (kind === "radius" && prop === "border-radius") return `rounded-${theme[2]}`;
  }
  const spacing = SPACING[prop] ?? SIZES[prop];
  const custom = CUSTOM_VAR.exec(value);
  // `padding-top: var(--space-4)` → `pt-(--space-4)`: Tailwind's shorthand for a variable, exactly that value.
  if (spacing && custom) return `${spacing}-(${custom[1]})`;
  if (SPACING[prop]) {
    if (value === "auto" && prop.startsWith("margin")) return `${spacing}-auto`;
    const negative = value.startsWith("-");
    const step = spacingStep(negative ? value.slice(1) : value);
    if (step) return `${negative && step !== "0" ? "-" : ""}${spacing}-${step}`;
  }
  const size = SIZES[prop];
  if (size) {
    if (FRACTIONS[value]) return `${size}-${FRACTIONS[value]}`;
    if (SCREEN[prop] === value) return `${size}-screen`;
    const step = spacingStep(value);
    if (step) return `${size}-${step}`;
  }
  if (prop === "font-size") {
    if (custom) return `text-(length:${custom[1]})`;
    if (/^\d*\.?\d+(px|rem|em|%|vw|vh)$/.test(value)) return `text-[${value}]`;
  }
  return null;
}

export function utilityFor(rawProp: string, rawValue: string, important = false): string | null {
  if (important) return null;
  const value = rawValue.trim().replace(/\s+/g, " ");
  const prop = rawProp.startsWith("--") ? rawProp : rawProp.toLowerCase();
  if (!prop.startsWith("--")) {
    const named = namedUtility(prop, value);
    if (named || prop === "content") return named;
    const prefix = TYPED[prop];
    const text = prefix && !/^var\(/i.test(value) ? arbitraryText(value) : null;
    if (text) return `${prefix}-[${text}]`;
  }
  if (!/^-{0,2}[a-zA-Z][\w-]*$/.test(prop)) return null;
  // An empty custom property (Bootstrap's `--bs-nav-link-font-weight: ;`) is a value of its own: `_` is Tailwind's space.
  if (prop.startsWith("--") && value === "") return `[${prop}:_]`;
  // A CSS-wide keyword is exact in an arbitrary property (`[font-family:inherit]`); `revert-layer` would revert to
  // Tailwind's layers instead of the page's author styles, so it is refused.
  const text = arbitraryText(value, true);
  if (text === null || text === "") return null;
  return `[${prop}:${text}]`;
}
