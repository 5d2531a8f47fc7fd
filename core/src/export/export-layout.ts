import type { ExportFormat } from "../plans/plans.ts";
import { parseLayout } from "./layout-tree.ts";
import { formatCss, parseCss } from "./css-format.ts";
import { renderHtmlDocument } from "./html-export.ts";
import { renderReactComponent } from "./react-export.ts";
import { renderNextPage } from "./nextjs-export.ts";
import { renderVueComponent } from "./vue-export.ts";
import { renderWordPressTemplate } from "./wordpress-export.ts";
import { renderEmbed } from "./embed-export.ts";
import { renderZip } from "./zip-export.ts";
import type { FetchAsset } from "./assets.ts";

export type { FetchAsset } from "./assets.ts";

export interface ExportInput {
  html: string;
  css: string;
  title?: string;
  /** The page's address, to resolve any relative URL left in the layout. */
  baseUrl?: string;
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

/** The spec's default download names (section 7). */
export const defaultFilenames: Record<ExportFormat, string> = {
  html: "layout.html",
  react: "ExportedLayout.jsx",
  vue: "ExportedLayout.vue",
  nextjs: "ExportedLayout.tsx",
  wordpress: "wordpress-template.php",
  wix: "wix-template.html",
  squarespace: "squarespace-template.html",
  zip: "layout-export.zip",
};

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

/**
 * Produces one export. The user's HTML is parsed (parse5) and sanitized once into the shared tree, the CSS once
 * with postcss; each format is a printer over those.
 */
export async function exportLayout(format: ExportFormat, input: ExportInput, options: ExportOptions = {}): Promise<ExportedFile> {
  const tree = parseLayout(input);
  const cssRoot = parseCss(tree.css);
  const file = (text: string | Uint8Array): ExportedFile => ({
    filename: defaultFilenames[format],
    contentType: exportContentTypes[format],
    body: typeof text === "string" ? new TextEncoder().encode(text) : text,
  });
  switch (format) {
    case "html":
      return file(renderHtmlDocument(tree, formatCss(cssRoot)));
    case "react":
      return file(renderReactComponent(tree, formatCss(cssRoot)));
    case "nextjs":
      return file(renderNextPage(tree, formatCss(cssRoot)));
    case "vue":
      return file(renderVueComponent(tree, formatCss(cssRoot)));
    case "wordpress":
      return file(renderWordPressTemplate(tree, formatCss(cssRoot)));
    case "wix":
    case "squarespace":
      return file(renderEmbed(format, tree, cssRoot));
    case "zip":
      return file(await renderZip(tree, cssRoot, options.fetchAsset));
  }
}
