import postcss, { type Rule } from "postcss";
import type { LayoutDocument } from "../provider.ts";
import { replaceBlock } from "./css-blocks.ts";

export const MOBILE_BREAKPOINT = "(max-width: 767px)";
/** Widths up to this fit a phone as they are; anything wider must become fluid. */
const PHONE_WIDTH = 360;

function isTopLevel(rule: Rule): boolean {
  return rule.parent?.type === "root";
}

function pxValue(value: string): number | null {
  const m = /^(\d+(?:\.\d+)?)px$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}

/** Per-rule overrides: rows become columns, multi-column grids one column, wide fixed boxes fluid. */
function overridesFor(root: postcss.Root): string[] {
  const out: string[] = [];
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
      if (!flow || !flow.includes("column")) body.push("flex-direction: column", "align-items: stretch");
    }
    if ((display === "grid" || display === "inline-grid") && decls.has("grid-template-columns")) body.push("grid-template-columns: 1fr");
    for (const prop of ["width", "min-width"]) {
      const px = pxValue(decls.get(prop) ?? "");
      if (px !== null && px > PHONE_WIDTH) body.push(`${prop}: auto`, "max-width: 100%");
    }
    if (body.length) out.push(`  ${rule.selector} { ${[...new Set(body)].join("; ")}; }`);
  });
  return out;
}

/** 'Mobile optimize': fluid widths, stacked columns and 44 px tap targets below 768 px. */
export function mobileOptimize(doc: LayoutDocument): LayoutDocument {
  const root = postcss.parse(doc.css);
  const block = `
@media ${MOBILE_BREAKPOINT} {
  html { -webkit-text-size-adjust: 100%; }
  body { overflow-x: hidden; }
  img, video, svg, canvas, iframe { max-width: 100%; height: auto; }
  section, header, footer, main, nav, [data-name] { padding-inline: 1rem; box-sizing: border-box; max-width: 100%; }
  a, button, input, select, textarea, [role="button"], .btn, .button, [class*="btn"] {
    min-height: 44px;
    min-width: 44px;
  }
  button, .btn, .button, [class*="btn"] { display: inline-flex; align-items: center; justify-content: center; }
  h1 { font-size: clamp(1.875rem, 1.4rem + 3vw, 2.5rem); }
  h2 { font-size: clamp(1.5rem, 1.2rem + 2vw, 2rem); }
${overridesFor(root).join("\n")}
}
`;
  return { html: doc.html, css: replaceBlock(doc.css, "mobile", block) };
}
