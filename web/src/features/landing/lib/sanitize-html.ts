import { sanitizeTree } from "@layoutlift/core/html/sanitize-tree";
import { escapeStyleElementText } from "@layoutlift/core/html/raw-text";
import { domAccess } from "./dom-tree";

/**
 * HTML a visitor typed, through the one active-content policy (core/src/html) before it is shown in the preview or
 * handed back as a file. The preview iframe is sandboxed as well; this keeps the downloaded code clean too.
 */
export function sanitizeHtml(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  sanitizeTree(domAccess, template.content, { styleElements: "keep" });
  return template.innerHTML;
}

/** A standalone document for the sandboxed preview: the visitor's CSS inline, their (cleaned) markup as the body. */
export function previewDocument(html: string, css: string): string {
  const safeCss = escapeStyleElementText(css);
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${safeCss}</style></head><body>${sanitizeHtml(html)}</body></html>`;
}

/** index.html as downloaded: a full page that links the styles.css download next to it. */
export function standaloneHtmlFile(html: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <meta name="viewport" content="width=device-width, initial-scale=1">\n  <title>Exported layout</title>\n  <link rel="stylesheet" href="styles.css">\n</head>\n<body>\n${sanitizeHtml(html)}\n</body>\n</html>\n`;
}
