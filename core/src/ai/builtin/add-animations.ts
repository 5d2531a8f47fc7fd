import type { LayoutDocument } from "../provider.ts";
import { removeBlock, replaceBlock } from "./css-blocks.ts";
import type { IntentResult } from "./intent-result.ts";
import { countReached, winningBlock } from "./winning-rules.ts";

export const ENTRANCE = "section, header, footer, [data-name]";
export const HOVER_LIFT = 'button:hover, .btn:hover, .button:hover, [class*="btn"]:hover';
export const CARD_LIFT = ':is(.card, [class$="-card"], [class*="-card "], [data-name="card"], article):hover';

/**
 * Everything lives inside `prefers-reduced-motion: no-preference`, so people who asked their system for less
 * motion get none; the reduce block also calms motion the page already had.
 */
const ANIMATION_BLOCK = `
@media (prefers-reduced-motion: no-preference) {
  @keyframes layoutlift-fade-up {
    from { opacity: 0; transform: translateY(16px); }
    to { opacity: 1; transform: none; }
  }
  ${ENTRANCE} {
    animation: layoutlift-fade-up 0.6s cubic-bezier(0.2, 0.7, 0.2, 1) both;
  }
  section:nth-of-type(2) { animation-delay: 0.08s; }
  section:nth-of-type(3) { animation-delay: 0.16s; }
  section:nth-of-type(n + 4) { animation-delay: 0.24s; }
  a, button, .btn, .button, [class*="btn"], .card, [class$="-card"], [class*="-card "], [data-name="card"], article, img {
    transition: transform 0.2s ease, box-shadow 0.2s ease, background-color 0.2s ease, color 0.2s ease, opacity 0.2s ease;
  }
  ${HOVER_LIFT} { transform: translateY(-1px); }
  ${CARD_LIFT} { transform: translateY(-4px); box-shadow: 0 12px 32px rgba(15, 23, 42, 0.12); }
  a:hover { opacity: 0.85; }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
  }
}
`;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Add animations': sections fade up as the page loads, buttons and cards lift on hover; for people whose system
 * asks for reduced motion nothing moves (the page's own motion included).
 */
export function addAnimations(doc: LayoutDocument): IntentResult {
  const css = removeBlock(doc.css, "animations");
  const reach = winningBlock(ANIMATION_BLOCK, doc.html, css);
  const entering = countReached(reach, (s) => s === ENTRANCE);
  const buttons = countReached(reach, (s) => s === HOVER_LIFT);
  const cards = countReached(reach, (s) => s === CARD_LIFT);
  return {
    doc: { html: doc.html, css: replaceBlock(css, "animations", reach.css) },
    summary: `Added motion: ${count(entering, "section fades", "sections fade")} up on load, ${count(buttons, "button")} and ${count(cards, "card")} lift on hover; none of it plays when the system asks for reduced motion.`,
  };
}
