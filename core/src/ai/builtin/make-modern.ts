import postcss from "postcss";
import type { LayoutDocument } from "../provider.ts";
import { replaceBlock } from "./css-blocks.ts";

export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

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
section, header, footer, [data-name] { padding-block: clamp(2rem, 1rem + 4vw, 5rem); }
button, input, select, textarea, .btn, .button, [class*="btn"], [class*="button"] {
  border-radius: 10px;
  padding: 0.75rem 1.25rem;
}
img { border-radius: 12px; }
[class*="card"], [data-name="card"], article {
  border-radius: 16px;
  box-shadow: 0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px rgba(15, 23, 42, 0.08);
}
`;

/** 'Make it modern': a modular type scale, roomier spacing, rounded corners, soft shadows, the system font stack. */
export function makeModern(doc: LayoutDocument): LayoutDocument {
  const root = postcss.parse(doc.css);
  // Fixed web fonts that are not monospace give way to the system stack, which is what modern UIs ship.
  root.walkDecls("font-family", (decl) => {
    if (!/mono|code|courier/i.test(decl.value)) decl.value = SYSTEM_FONT_STACK;
  });
  return { html: doc.html, css: replaceBlock(root.toString(), "modern", MODERN_BLOCK) };
}
