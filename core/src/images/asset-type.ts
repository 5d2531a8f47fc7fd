import { detectImageType, looksLikeSvg } from "./image-type.ts";

/**
 * What a downloaded or embedded file is, read from its own bytes: the only kinds an export writes as files are
 * raster images, fonts and (after the SVG policy) SVG. A server's content type or a URL's extension is whatever the
 * page's author says, and a `.png` that is really HTML or JavaScript would run on the customer's site.
 */
export type AssetKind = "image" | "font" | "svg";
export interface AssetType {
  kind: AssetKind;
  contentType: string;
  /** With the dot, chosen from the type: never from the page. */
  extension: string;
}

const RASTER_EXTENSIONS: Record<string, string> = { "image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp", "image/avif": ".avif" };

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  bytes.length >= at + text.length && [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** AVIF is an ISO-BMFF file whose `ftyp` box names the `avif` (still) or `avis` (sequence) brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, "ftyp", 4)) return false;
  const size = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(size, bytes.length, 256);
  for (let at = 8; at + 4 <= end; at += 4) if (at !== 12 && (startsWith(bytes, "avif", at) || startsWith(bytes, "avis", at))) return true;
  return false;
}

function fontType(bytes: Uint8Array): AssetType | null {
  const font = (contentType: string, extension: string): AssetType => ({ kind: "font", contentType, extension });
  if (startsWith(bytes, "wOF2")) return font("font/woff2", ".woff2");
  if (startsWith(bytes, "wOFF")) return font("font/woff", ".woff");
  if (startsWith(bytes, "OTTO")) return font("font/otf", ".otf");
  // TrueType: version 1.0 or Apple's 'true', followed by a table count a real font has (1..64).
  const tables = bytes.length >= 6 ? (bytes[4] << 8) | bytes[5] : 0;
  if ((startsWith(bytes, "\0\x01\0\0") || startsWith(bytes, "true")) && tables > 0 && tables <= 64) return font("font/ttf", ".ttf");
  return null;
}

export function detectAssetType(bytes: Uint8Array): AssetType | null {
  const raster = detectImageType(bytes) ?? (isAvif(bytes) ? "image/avif" : null);
  if (raster) return { kind: "image", contentType: raster, extension: RASTER_EXTENSIONS[raster] };
  const font = fontType(bytes);
  if (font) return font;
  if (looksLikeSvg(bytes)) return { kind: "svg", contentType: "image/svg+xml", extension: ".svg" };
  return null;
}
