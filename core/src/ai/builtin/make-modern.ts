import postcss from "postcss";
import type { LayoutDocument } from "../provider.ts";
import { removeBlock, replaceBlock } from "./css-blocks.ts";
import type { IntentResult } from "./intent-result.ts";
import { countReached, winningBlock } from "./winning-rules.ts";

export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const MODERN_HEADINGS = "h1, h2, h3";
export const MODERN_SECTIONS = "section, header, footer, [data-name]";
export const MODERN_CONTROLS = 'button, input, select, textarea, .btn, .button, [class*="btn"], [class*="button"]';
/** Cards by name (`.card`, `.pricing-card`), not everything whose class mentions one (`.card-title`). */
export const CARD_SELECTOR = '.card, [class$="-card"], [class*="-card "], [data-name="card"], article';
export const MODERN_CARDS = CARD_SELECTOR;

const MODERN_BLOCK = `
body {
  font-family: ${SYSTEM_FONT_STACK};
  line-height: 1.6;
  -webkit-font-smoothing: antialiased;
  text-rendering: optimizeLegibility;
}
h1 { font-size: clamp(2.25rem, 1.6rem + 2.6vw, 3.75rem); line-height: 1.1; letter-spacing: -0.025em; }
h2 { font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem); line-height: 1.2; letter-spacing: -0.02em; }
h3 { font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem); line-height: 1.3; }
p, li { font-size: 1.0625rem; }
/*sections*/
${MODERN_CONTROLS} {
  border-radius: 10px;
  padding: 0.75rem 1.25rem;
}
img { border-radius: 12px; }
${MODERN_CARDS} {
  border-radius: 16px;
  box-shadow: 0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px rgba(15, 23, 42, 0.08);
}
`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Make it modern': the system font stack, a fluid type scale for headings, roomier section spacing, rounded
 * controls and images, soft card shadows. Each rule is raised over the page's own rules where needed, so what the
 * summary counts is what the page shows.
 */
const SECTIONS_RULE = `${MODERN_SECTIONS} { padding-block: clamp(2rem, 1rem + 4vw, 5rem); }`;

/**
 * With `keepSpacing` the sections keep their own padding: the checked run found the fluid scale would make some
 * of them tighter, which is not what "roomier" promises.
 */
export function makeModern(doc: LayoutDocument, options: { keepSpacing?: boolean } = {}): IntentResult {
  const root = postcss.parse(doc.css);
  let fonts = 0;
  // Fixed web fonts that are not monospace give way to the system stack, which is what modern UIs ship.
  root.walkDecls("font-family", (decl) => {
    if (/mono|code|courier/i.test(decl.value) || decl.value === SYSTEM_FONT_STACK) return;
    decl.value = SYSTEM_FONT_STACK;
    fonts += 1;
  });
  // The block of an earlier run is no rival of this one.
  const css = removeBlock(root.toString(), "modern");
  const reach = winningBlock(MODERN_BLOCK.replace("/*sections*/", options.keepSpacing ? "" : SECTIONS_RULE), doc.html, css);
  const headings = countReached(reach, (s) => /^h[123]$/.test(s));
  const sections = countReached(reach, (s) => s === MODERN_SECTIONS);
  const controls = countReached(reach, (s) => s === MODERN_CONTROLS);
  const images = countReached(reach, (s) => s === "img");
  const cards = countReached(reach, (s) => s === MODERN_CARDS);
  const parts = [
    `the system font stack${fonts ? ` (in place of ${plural(fonts, "font choice")})` : ""}`,
    `a fluid size scale on ${plural(headings, "heading")}`,
    options.keepSpacing ? "section spacing kept as it was (already roomier than the modern scale)" : `roomier spacing in ${plural(sections, "section")}`,
    `rounded corners on ${plural(controls, "button or field", "buttons and fields")}${images ? ` and ${plural(images, "image")}` : ""}`,
    `soft shadows on ${plural(cards, "card")}`,
  ];
  return { doc: { html: doc.html, css: replaceBlock(css, "modern", reach.css) }, summary: `Made it modern: ${parts.join(", ")}.` };
}
