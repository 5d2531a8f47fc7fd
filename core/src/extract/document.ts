import { attributeText, type DocumentAttributes } from "../contract/document-attributes.ts";
import { escapeHtmlAttribute, escapeHtmlText, escapeStyleElementText } from "../html/raw-text.ts";

/**
 * A complete HTML5 document around an extraction: the fragment in `<body>`, the CSS inline in `<style>` or linked
 * when `stylesheetHref` is given. Text is escaped; the fragment is trusted to be already cleaned by the engine.
 */
export function buildDocument(
  input: { html: string; css: string; title?: string; lang?: string | null; document?: DocumentAttributes | null },
  opts: { stylesheetHref?: string } = {},
): string {
  // The page's own html/body attributes (dir, lang, classes a rule needs) travel with the layout.
  const htmlAttrs = { ...(input.lang ? { lang: input.lang } : {}), ...input.document?.html };
  const bodyAttrs = input.document?.body ?? {};
  const styles = opts.stylesheetHref
    ? `<link rel="stylesheet" href="${escapeHtmlAttribute(opts.stylesheetHref)}">`
    : `<style>\n${escapeStyleElementText(input.css)}\n</style>`;
  return [
    "<!DOCTYPE html>",
    `<html${attributeText(htmlAttrs)}>`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtmlText(input.title ?? "")}</title>`,
    styles,
    "</head>",
    `<body${attributeText(bodyAttrs)}>`,
    input.html,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
