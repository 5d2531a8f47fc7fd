import type { LayoutDocument } from "../provider.ts";
import { replaceBlock } from "./css-blocks.ts";

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
  section, header, footer, [data-name] {
    animation: layoutlift-fade-up 0.6s cubic-bezier(0.2, 0.7, 0.2, 1) both;
  }
  section:nth-of-type(2) { animation-delay: 0.08s; }
  section:nth-of-type(3) { animation-delay: 0.16s; }
  section:nth-of-type(n + 4) { animation-delay: 0.24s; }
  a, button, .btn, .button, [class*="btn"], [class*="card"], img {
    transition: transform 0.2s ease, box-shadow 0.2s ease, background-color 0.2s ease, color 0.2s ease, opacity 0.2s ease;
  }
  button:hover, .btn:hover, .button:hover, [class*="btn"]:hover { transform: translateY(-1px); }
  [class*="card"]:hover { transform: translateY(-4px); box-shadow: 0 12px 32px rgba(15, 23, 42, 0.12); }
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

/** 'Add animations': tasteful entrance and hover transitions. */
export function addAnimations(doc: LayoutDocument): LayoutDocument {
  return { html: doc.html, css: replaceBlock(doc.css, "animations", ANIMATION_BLOCK) };
}
