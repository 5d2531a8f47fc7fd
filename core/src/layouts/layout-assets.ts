import { randomBytes } from "node:crypto";
import { IMAGE_EXTENSIONS } from "../contract/image-types.ts";
import { detectImageType, looksLikeSvg } from "../images/image-type.ts";
import {
  LAYOUT_ASSET_BAD_TYPE_MESSAGE,
  LAYOUT_ASSET_FILE_PATTERN,
  LAYOUT_ASSET_MAX_BYTES,
  LAYOUT_ASSET_PATH,
  LAYOUT_ASSET_SVG_MESSAGE,
  LAYOUT_ASSET_TOO_LARGE_MESSAGE,
  isLayoutAssetName,
  layoutAssetRef,
  uploadNameSlug,
  type LayoutAssetResponse,
} from "../contract/layout-assets.ts";
import { notFound, tooLarge, unsupportedMediaType } from "../errors.ts";
import type { ObjectStorage, StoredObject } from "../storage/storage.ts";

/** Every upload of one layout sits under this folder (deleted with the account). */
export const layoutAssetPrefix = (layoutId: string) => `layout-assets/${layoutId}/`;
export const layoutAssetKey = (layoutId: string, file: string) => `${layoutAssetPrefix(layoutId)}${file}`;

/**
 * Stores an image uploaded into a layout. Only raster images whose bytes say so are kept (SVG is a document that
 * can run script when opened). The name is random and never reused, so the URL needs no session (the canvas
 * iframe and exported pages load it without cookies) and the file can be cached for good.
 */
export async function saveLayoutAsset(
  storage: ObjectStorage,
  input: { layoutId: string; bytes: Uint8Array; origin: string; fileName?: string },
): Promise<LayoutAssetResponse> {
  const { layoutId, bytes } = input;
  if (bytes.byteLength > LAYOUT_ASSET_MAX_BYTES) throw tooLarge(LAYOUT_ASSET_TOO_LARGE_MESSAGE);
  const type = detectImageType(bytes);
  if (!type) throw unsupportedMediaType(looksLikeSvg(bytes) ? LAYOUT_ASSET_SVG_MESSAGE : LAYOUT_ASSET_BAD_TYPE_MESSAGE);

  const slug = input.fileName ? uploadNameSlug(input.fileName) : "";
  const file = `${randomBytes(16).toString("hex")}${slug ? `-${slug}` : ""}.${IMAGE_EXTENSIONS[type]}`;
  await storage.put(layoutAssetKey(layoutId, file), bytes, type);
  return { url: `${new URL(input.origin).origin}${LAYOUT_ASSET_PATH}${layoutId}/${file}`, contentType: type, bytes: bytes.byteLength };
}

export async function readLayoutAsset(storage: ObjectStorage, layoutId: string, file: string): Promise<StoredObject> {
  if (!isLayoutAssetName(layoutId, file)) throw notFound("No such image");
  const object = await storage.get(layoutAssetKey(layoutId, file));
  if (!object) throw notFound("No such image");
  return object;
}

/**
 * The storage key behind one of our own uploaded-image URLs (on one of `ownOrigins`), else null. Such files are
 * read from storage directly: the server need not (and locally cannot, its egress refuses loopback) fetch itself.
 */
export function ownLayoutAssetKey(url: string, ownOrigins: readonly string[]): string | null {
  const ref = layoutAssetRef(url);
  return ref && ownOrigins.includes(ref.origin) ? layoutAssetKey(ref.layoutId, ref.file) : null;
}

/**
 * A duplicated layout gets its own copy of every upload its markup and styles use, so deleting either layout never
 * takes the other's images. Returns the texts with each `/api/layouts/assets/<from>/<file>` pointing at the copy.
 */
export async function copyLayoutAssets<T extends string | null>(storage: ObjectStorage, fromId: string, toId: string, texts: T[]): Promise<T[]> {
  const pattern = new RegExp(`${escapeRegExp(LAYOUT_ASSET_PATH)}${fromId}/(${LAYOUT_ASSET_FILE_PATTERN})`, "g");
  const files = new Set(texts.flatMap((text) => (text ? [...text.matchAll(pattern)].map((m) => m[1]) : [])));
  const copied = new Set<string>();
  for (const file of files) {
    const object = await storage.get(layoutAssetKey(fromId, file));
    if (!object) continue; // a URL to a file that is gone stays as it was
    await storage.put(layoutAssetKey(toId, file), object.body as Uint8Array, object.contentType);
    copied.add(file);
  }
  return texts.map((text) =>
    text ? (text.replace(pattern, (whole, file: string) => (copied.has(file) ? `${LAYOUT_ASSET_PATH}${toId}/${file}` : whole)) as T) : text,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
