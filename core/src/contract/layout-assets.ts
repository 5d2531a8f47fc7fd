import { z } from "zod";
import type { RasterImageType } from "./image-types.ts";
import { text } from "./storable.ts";

/**
 * Largest image a user may upload into a layout (the editor's Assets panel). The same on every plan, like
 * editing itself, so it is part of what the client is told rather than a plan limit.
 */
export const LAYOUT_ASSET_MAX_BYTES = 5 * 1024 * 1024;

export const LAYOUT_ASSET_TOO_LARGE_MESSAGE = `That image is too large. Please choose an image of ${LAYOUT_ASSET_MAX_BYTES / 2 ** 20} MB or less.`;
export const LAYOUT_ASSET_BAD_TYPE_MESSAGE = "That file is not a PNG, JPEG, GIF or WebP image. Please choose an image in one of those formats.";
export const LAYOUT_ASSET_SVG_MESSAGE =
  "SVG files cannot be uploaded because they can contain scripts. Please save the image as a PNG or WebP and upload that instead.";
export const LAYOUT_ASSET_NO_FILE_MESSAGE = "Choose an image to upload (send it as multipart/form-data in a field named 'file')";

/** POST /api/layouts/:id/assets — one image in the multipart field `file`; its bytes decide whether it is one. */
export const uploadLayoutAssetSchema = z.object({ file: z.file({ error: LAYOUT_ASSET_NO_FILE_MESSAGE }) });

export interface LayoutAssetResponse {
  /** Absolute, on the app's origin: the canvas and exported pages load it without cookies. */
  url: string;
  contentType: RasterImageType;
  bytes: number;
}

/** An Assets panel lists a few dozen images; a larger batch is not the editor asking. */
export const ASSET_SIZES_MAX_URLS = 100;
const MAX_URL_LENGTH = 4096;

/** POST /api/layouts/:id/assets/sizes — only addresses the layout itself uses are measured (never an open proxy). */
export const assetSizesRequestSchema = z
  .object({
    urls: z
      .array(text("A URL").min(1, "A URL cannot be empty").max(MAX_URL_LENGTH, `A URL can be at most ${MAX_URL_LENGTH} characters`))
      .min(1, "Send at least one URL")
      .max(ASSET_SIZES_MAX_URLS, `Ask for at most ${ASSET_SIZES_MAX_URLS} URLs at a time`),
  })
  .strict();
export type AssetSizesRequest = z.infer<typeof assetSizesRequestSchema>;

/** null where the size (or type) could not be learnt: the panel shows "—" rather than a guess. */
export interface AssetSize {
  bytes: number | null;
  contentType: string | null;
}

export interface AssetSizesResponse {
  /** Keyed by each URL exactly as it was sent. */
  sizes: Record<string, AssetSize>;
}

/** Where uploaded layout images are served: `<origin>/api/layouts/assets/<layoutId>/<random>[-<name>].<ext>`. */
export const LAYOUT_ASSET_PATH = "/api/layouts/assets/";
const LAYOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * An uploaded file's name: 128 random bits, then the uploader's own file name as a slug (`-team-photo`) so the
 * Assets panel can show it, then the detected type's extension. The one spelling every scanner of our URLs uses.
 */
export const LAYOUT_ASSET_FILE_PATTERN = "[0-9a-f]{32}(?:-[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?)?\\.(?:png|jpg|gif|webp)";
const FILE_NAME = new RegExp(`^${LAYOUT_ASSET_FILE_PATTERN}$`);

/** The slug an upload's own file name gives its URL (`Team Photo (1).PNG` → `team-photo-1`), or "" when none. */
export function uploadNameSlug(fileName: string): string {
  const stem = fileName.replace(/\.[a-z0-9]{1,5}$/i, "");
  return stem
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

/** Names we hand out: a layout id and 128 random bits (with the upload's name slug) and the detected type's extension. */
export function isLayoutAssetName(layoutId: string, file: string): boolean {
  return LAYOUT_ID.test(layoutId) && FILE_NAME.test(file);
}

export interface LayoutAssetRef {
  origin: string;
  layoutId: string;
  file: string;
}

/** Which uploaded file an address names, if it has the shape of one of our layout-asset URLs (any origin). */
export function layoutAssetRef(url: string): LayoutAssetRef | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.search || parsed.hash || parsed.username || parsed.password) return null;
  if (!parsed.pathname.startsWith(LAYOUT_ASSET_PATH)) return null;
  const [layoutId = "", file = "", ...rest] = parsed.pathname.slice(LAYOUT_ASSET_PATH.length).split("/");
  return rest.length === 0 && isLayoutAssetName(layoutId, file) ? { origin: parsed.origin, layoutId, file } : null;
}
