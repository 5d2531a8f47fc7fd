import postcss, { type Root, type Rule } from "postcss";
import type { DocumentRoot } from "./document-root-match.ts";

const PERCENT = /(^|[^\w.-])(\d+\.?\d*|\.\d+)%/g;
const HEIGHTS = new Set(["height", "min-height"]);

/**
 * On the page, `html { height: 100% }` is as tall as the viewport and gives <body> a definite height for its own
 * percentages (full-height cover pages, sign-in forms centred on the page, sticky footers). The wrapper that
 * stands for both sits in a host element of no set height, where a percentage means nothing, so once the page
 * gave <html> a percentage height, the wrapper's percentage heights become viewport heights.
 */
export function viewportHeightsOnWrapper(wrapperRules: Map<Rule, Set<DocumentRoot>>): void {
  const htmlHasPercentHeight = [...wrapperRules].some(([rule, roots]) => {
    if (!roots.has("html")) return false;
    let found = false;
    rule.walkDecls("height", (decl) => void (found ||= /%/.test(decl.value)));
    return found;
  });
  if (!htmlHasPercentHeight) return;
  for (const rule of wrapperRules.keys()) {
    rule.walkDecls((decl) => {
      if (HEIGHTS.has(decl.prop.toLowerCase())) decl.value = decl.value.replace(PERCENT, (_m, pre: string, n: string) => `${pre}${n}vh`);
    });
  }
}

const NO_PAINT = /^(transparent|none|initial|unset|inherit|revert|revert-layer)$/i;

/**
 * A page's root background paints the whole viewport even when its content is shorter (a dark theme fills the
 * screen). The wrapper only paints its own box, so when the page's roots had a background it is at least one
 * viewport tall; the rule comes first, so the author's own min-height still wins.
 */
export function viewportTallWhenPainted(root: Root, wrapperRules: Map<Rule, Set<DocumentRoot>>, scope: string): void {
  const paints = [...wrapperRules.keys()].some((rule) => {
    let found = false;
    rule.walkDecls(/^background(-color|-image)?$/i, (decl) => void (found ||= !NO_PAINT.test(decl.value.trim())));
    return found;
  });
  if (paints) root.prepend(postcss.rule({ selector: scope }).append({ prop: "min-height", value: "100vh" }));
}
