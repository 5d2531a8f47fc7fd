import postcss, { type Rule } from "postcss";
import type { LayoutDocument } from "../provider.ts";
import { removeBlock, replaceBlock } from "./css-blocks.ts";
import type { IntentResult } from "./intent-result.ts";
import { countReached, winningBlock } from "./winning-rules.ts";

export const PHONE_MEDIA_QUERY = "(max-width: 767px)";
/** Widths up to this fit a phone as they are; anything wider must become fluid. */
const PHONE_WIDTH = 360;
/** Controls and links people tap (links inside running text are exempt, as in WCAG 2.5.8). */
export const TAP_TARGETS = 'button, input, select, textarea, [role="button"], .btn, .button, [class*="btn"], nav a, header a, footer a';

function isTopLevel(rule: Rule): boolean {
  return rule.parent?.type === "root";
}

function pxValue(value: string): number | null {
  const m = /^(\d+(?:\.\d+)?)px$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}

interface Overrides {
  rules: string[];
  stacked: string[];
  oneColumn: string[];
  fluid: string[];
}

/** Per-rule overrides: rows become columns, multi-column grids one column, wide fixed boxes fluid. */
function overridesFor(root: postcss.Root): Overrides {
  const out: Overrides = { rules: [], stacked: [], oneColumn: [], fluid: [] };
  root.walkRules((rule) => {
    if (!isTopLevel(rule)) return;
    const decls = new Map<string, string>();
    rule.walkDecls((d) => {
      decls.set(d.prop.toLowerCase(), d.value.trim());
    });
    const body: string[] = [];
    const display = decls.get("display");
    const direction = decls.get("flex-direction") ?? "row";
    if ((display === "flex" || display === "inline-flex") && direction.startsWith("row")) {
      const flow = decls.get("flex-flow");
      if (!flow || !flow.includes("column")) {
        body.push("flex-direction: column", "align-items: stretch");
        out.stacked.push(rule.selector);
      }
    }
    if ((display === "grid" || display === "inline-grid") && decls.has("grid-template-columns")) {
      body.push("grid-template-columns: 1fr");
      out.oneColumn.push(rule.selector);
    }
    let wide = false;
    for (const prop of ["width", "min-width", "flex-basis"]) {
      const px = pxValue(decls.get(prop) ?? "");
      if (px !== null && px > PHONE_WIDTH) {
        body.push(`${prop}: auto`, "max-width: 100%");
        wide = true;
      }
    }
    if (wide) out.fluid.push(rule.selector);
    if (body.length) out.rules.push(`  ${rule.selector} { ${[...new Set(body)].join("; ")}; }`);
  });
  return out;
}

const names = (selectors: string[]) => selectors.slice(0, 4).join(", ") + (selectors.length > 4 ? ` and ${selectors.length - 4} more` : "");

/**
 * 'Mobile optimize', below 768 px: no sideways scrolling (wide fixed boxes fluid, media shrink to fit, long words
 * wrap), rows and grids stacked into one column, and tap targets of at least 44 × 44 px.
 */
export function mobileOptimize(doc: LayoutDocument): IntentResult {
  const css = removeBlock(doc.css, "mobile");
  const overrides = overridesFor(postcss.parse(css));
  const block = `
@media ${PHONE_MEDIA_QUERY} {
  html { -webkit-text-size-adjust: 100%; }
  img, video, svg, canvas, iframe { max-width: 100%; height: auto; }
  section, header, footer, main, nav, [data-name] { padding-inline: 1rem; box-sizing: border-box; max-width: 100%; }
  h1, h2, h3, p, li, a { overflow-wrap: anywhere; }
  ${TAP_TARGETS} {
    min-height: 44px;
    min-width: 44px;
  }
  button, .btn, .button, [class*="btn"], nav a, header a, footer a { display: inline-flex; align-items: center; justify-content: center; }
  h1 { font-size: clamp(1.875rem, 1.4rem + 3vw, 2.5rem); }
  h2 { font-size: clamp(1.5rem, 1.2rem + 2vw, 2rem); }
${overrides.rules.join("\n")}
}
`;
  const reach = winningBlock(block, doc.html, css);
  const targets = countReached(reach, (s) => s === TAP_TARGETS);
  const parts = [
    overrides.stacked.length ? `stacked ${names(overrides.stacked)} into a column` : "",
    overrides.oneColumn.length ? `put the grid${overrides.oneColumn.length > 1 ? "s" : ""} ${names(overrides.oneColumn)} in one column` : "",
    overrides.fluid.length ? `made the fixed width${overrides.fluid.length > 1 ? "s" : ""} of ${names(overrides.fluid)} fluid` : "",
    `sized ${targets} tap ${targets === 1 ? "target" : "targets"} to at least 44 × 44 px`,
  ].filter(Boolean);
  return {
    doc: { html: doc.html, css: replaceBlock(css, "mobile", reach.css) },
    summary: `Optimised for phones (below 768 px, no sideways scrolling): ${parts.join("; ")}.`,
  };
}
