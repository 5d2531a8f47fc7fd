import postcss from "postcss";
import { collectAssetUrls } from "../export/assets/assets.ts";
import { readsAsCss } from "../export/css/css-format.ts";
import { parseLayout } from "../export/model/layout-tree.ts";
import { sanitizeStylesheet } from "../html/stylesheet-policy.ts";

/**
 * Every image, media and font address the layout loads, absolute (relative ones against the page it came from):
 * the very set a zip export downloads, read the same way, so "used by this layout" means one thing everywhere.
 */
export function layoutAssetUrls(input: { html: string; css: string; baseUrl?: string }): Set<string> {
  const tree = parseLayout({ html: input.html, css: input.css, baseUrl: input.baseUrl });
  // A stylesheet postcss cannot read still leaves the markup's images to find.
  const cssRoot = sanitizeStylesheet(readsAsCss(tree.css) ? postcss.parse(tree.css) : postcss.root());
  return new Set(collectAssetUrls(tree, cssRoot));
}

/** The URL as the layout's set spells it, or null when it is not an absolute http(s) address. */
export function normalizeAssetUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
