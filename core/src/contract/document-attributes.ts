import { z } from "zod";

/**
 * The page's `<html>` and `<body>` attributes as they stood after its scripts ran, limited to what the extracted
 * CSS or the browser's own stylesheet depends on: `dir` (right-to-left pages), `lang`, the classes a kept rule
 * names (`html.h-100`, `body.d-flex`), and data-/aria- attributes a kept rule names (`[data-bs-theme=dark]`).
 * Stored in `layoutJson.document`; every consumer applies them (buildDocument, the HTML export and the editor on
 * html/body; embeds and framework exports on their wrapper). Nothing here can carry behaviour: no `on*`, no
 * `style`, no URLs.
 */
export const documentAttributesSchema = z.object({
  html: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
});
export type DocumentAttributes = z.infer<typeof documentAttributesSchema>;

const NAME = /^(class|dir|lang|(data|aria)-[a-z0-9][a-z0-9-]*)$/;
const LANG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;
const DIR = /^(ltr|rtl|auto)$/i;
const CLASS_TOKEN = /^-?[_a-zA-Z][\w-]*$/;

/** Keeps only attributes safe to carry on a document root; values that could not be written by a page are dropped. */
export function safeDocumentAttributes(attrs: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(attrs ?? {})) {
    const name = rawName.toLowerCase();
    if (!NAME.test(name) || name.startsWith("data-ll-") || value.length > 500) continue;
    if (name === "dir" && !DIR.test(value)) continue;
    if (name === "lang" && !LANG.test(value)) continue;
    if (name === "class") {
      const classes = value.split(/\s+/).filter((c) => CLASS_TOKEN.test(c));
      if (classes.length) out.class = classes.join(" ");
      continue;
    }
    out[name] = value;
  }
  return out;
}

/** ` name="value"` pairs for an HTML start tag, values escaped. */
export function attributeText(attrs: Record<string, string>): string {
  return Object.entries(safeDocumentAttributes(attrs))
    .map(([k, v]) => ` ${k}="${v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")}"`)
    .join("");
}
