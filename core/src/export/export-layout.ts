import type { ExportFormat } from "../contract/export.ts";
import { parseLayout } from "./layout-tree.ts";
import { formatCss, parseCss } from "./css-format.ts";
import { withDocumentRootSelectors } from "./document-root-selectors.ts";
import { sanitizeStylesheet } from "../html/stylesheet-policy.ts";
import { renderHtmlDocument } from "./html-export.ts";
import { renderReactComponent } from "./react-export.ts";
import { renderNextPage } from "./nextjs-export.ts";
import { renderVueComponent } from "./vue-export.ts";
import { renderWordPressTemplate } from "./wordpress-export.ts";
import { renderEmbed } from "./embed-export.ts";
import { renderZip } from "./zip-export.ts";
import type { FetchAsset } from "./assets.ts";
import type { DocumentAttributes } from "../contract/document-attributes.ts";

export type { FetchAsset } from "./assets.ts";
export type { CssFlavour } from "../contract/export.ts";
import type { CssFlavour } from "../contract/export.ts";
import { tailwindLayout } from "./tailwind/tailwind-export.ts";
import { TAILWIND_FORMATS, TAILWIND_FORMAT_MESSAGE } from "../contract/export.ts";
import { AppError } from "../errors.ts";

export interface ExportInput {
  html: string;
  css: string;
  title?: string;
  /** The page's address, to resolve any relative URL left in the layout. */
  baseUrl?: string;
  /** layoutJson.document: the page's html/body attributes (dir, lang, classes a rule needs). */
  document?: DocumentAttributes | null;
  /** "tailwind": utility classes instead of the author's classes where a declaration maps exactly (html, react, nextjs, vue). */
  cssFlavour?: CssFlavour;
}

export interface ExportOptions {
  /** How the zip downloads images; on the server this goes through the SSRF-safe fetch. Without it assets stay remote. */
  fetchAsset?: FetchAsset;
}

export interface ExportedFile {
  filename: string;
  contentType: string;
  body: Uint8Array;
}

export { defaultFilenames } from "./filenames.ts";
import { defaultFilenames } from "./filenames.ts";

export const exportContentTypes: Record<ExportFormat, string> = {
  html: "text/html; charset=utf-8",
  react: "text/javascript; charset=utf-8",
  vue: "text/x-vue; charset=utf-8",
  nextjs: "text/x-typescript; charset=utf-8",
  wordpress: "application/x-php; charset=utf-8",
  wix: "text/html; charset=utf-8",
  squarespace: "text/html; charset=utf-8",
  zip: "application/zip",
};

interface Prepared {
  tree: ReturnType<typeof parseLayout>;
  cssRoot: ReturnType<typeof parseCss>;
  formattedCss: string;
  /** For formats that render inside another page's <html>/<body>: the page's root classes as element selectors. */
  componentRoot: ReturnType<typeof parseCss>;
  componentCss: string;
}

/**
 * Users export one layout in several formats in a row (and the zip prints all of them): the parsed tree and
 * stylesheet of the last few inputs are kept. Safe because nothing downstream mutates them (rewrites copy).
 */
const prepared = new Map<string, Prepared>();
const PREPARED_CACHE_SIZE = 4;

function prepare(input: ExportInput): Prepared {
  const key = JSON.stringify([input.html, input.css, input.title ?? null, input.baseUrl ?? null, input.document ?? null]);
  const hit = prepared.get(key);
  if (hit) {
    prepared.delete(key);
    prepared.set(key, hit);
    return hit;
  }
  const tree = parseLayout(input);
  const cssRoot = sanitizeStylesheet(parseCss(tree.css));
  const componentRoot = withDocumentRootSelectors(cssRoot, tree.document);
  const entry = { tree, cssRoot, formattedCss: formatCss(cssRoot), componentRoot, componentCss: formatCss(componentRoot) };
  prepared.set(key, entry);
  if (prepared.size > PREPARED_CACHE_SIZE) prepared.delete(prepared.keys().next().value!);
  return entry;
}

/**
 * Produces one export. The user's HTML is parsed (parse5) and sanitized once into the shared tree, the CSS once
 * with postcss; each format is a printer over those.
 */
export async function exportLayout(format: ExportFormat, input: ExportInput, options: ExportOptions = {}): Promise<ExportedFile> {
  const { tree, cssRoot, formattedCss: css, componentRoot, componentCss } = prepare(input);
  const file = (text: string | Uint8Array): ExportedFile => ({
    filename: defaultFilenames[format],
    contentType: exportContentTypes[format],
    body: typeof text === "string" ? new TextEncoder().encode(text) : text,
  });
  if (input.cssFlavour === "tailwind") {
    if (!(TAILWIND_FORMATS as readonly string[]).includes(format)) throw new AppError(400, TAILWIND_FORMAT_MESSAGE);
    const tw = await tailwindLayout(tree, componentRoot);
    switch (format) {
      case "html":
        return file(renderHtmlDocument(tw.tree, tw.css));
      case "react":
        return file(renderReactComponent(tw.tree, componentRoot, { css: tw.css, note: tw.note }));
      case "nextjs":
        return file(renderNextPage(tw.tree, componentRoot, { css: tw.css, note: tw.note }));
      default:
        return file(renderVueComponent(tw.tree, componentRoot, { css: tw.css, note: tw.note }));
    }
  }
  switch (format) {
    case "html":
      return file(renderHtmlDocument(tree, css));
    case "react":
      return file(renderReactComponent(tree, componentRoot));
    case "nextjs":
      return file(renderNextPage(tree, componentRoot));
    case "vue":
      return file(renderVueComponent(tree, componentRoot));
    case "wordpress":
      return file(renderWordPressTemplate(tree, componentCss));
    case "wix":
    case "squarespace":
      return file(renderEmbed(format, tree, cssRoot));
    case "zip":
      return file(await renderZip(tree, componentRoot, options.fetchAsset));
  }
}
