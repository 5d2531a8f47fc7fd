import postcss from "postcss";
import { sanitizeHtmlFragment } from "../html/parse5-tree.ts";
import { sanitizeStylesheet } from "../html/stylesheet-policy.ts";

/** The AI's HTML through the one active-content policy (core/src/html), as every LayoutLift output must be. */
export function sanitizeHtml(html: string): string {
  return sanitizeHtmlFragment(html, { styleElements: "keep" });
}

/** The policy's CSS rules, and no `@import`: an AI edit restyles the layout, it does not pull in unreviewed CSS. */
export function sanitizeCss(css: string): string {
  const root = sanitizeStylesheet(postcss.parse(css));
  root.walkAtRules("import", (rule) => {
    rule.remove();
  });
  return root.toString();
}
