import { createHash } from "node:crypto";
import { detectAssetType } from "../../images/asset-type.ts";
import { sanitizeSvgDocument } from "../../html/svg-document.ts";

/**
 * The file an export writes for a downloaded or embedded asset, or null when it must not be written: only raster
 * images and fonts recognised by their bytes, and SVG through the SVG policy (svg-document.ts). HTML, XHTML,
 * JavaScript, JSON and anything unknown never become files: served from the customer's site they would run there.
 * The name comes from the content hash and the sniffed type, never from the page: no `../`, no `Con.png` Windows
 * cannot create, no `.html` with an image's name, and one file for the same picture however often it is used.
 */
export function assetFile(bytes: Uint8Array): { path: string; body: Uint8Array } | null {
  const type = detectAssetType(bytes);
  if (!type) return null;
  let body = bytes;
  if (type.kind === "svg") {
    const svg = sanitizeSvgDocument(new TextDecoder("utf-8", { fatal: false }).decode(bytes));
    if (svg === null) return null;
    body = new TextEncoder().encode(svg);
  }
  const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return { path: `assets/${type.kind === "font" ? "font" : "image"}-${hash}${type.extension}`, body };
}
