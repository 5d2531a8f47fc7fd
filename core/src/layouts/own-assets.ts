import type { PreloadedAssets } from "../export/assets/preloaded-assets.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { LAYOUT_ASSET_FILE_PATTERN } from "../contract/layout-assets.ts";
import { ownLayoutAssetKey } from "./layout-assets.ts";

// Our upload URLs hold only these characters, so a plain scan of the html and css finds every spelling a layout
// can carry them in (attribute, srcset, inline style, stylesheet) without parsing the document twice.
const OWN_ASSET_URL = new RegExp(`https?://[^\\s"'()<>\\\\/]+/api/layouts/assets/[0-9a-f-]{36}/${LAYOUT_ASSET_FILE_PATTERN}`, "gi");
/** The zip's own budget (export/assets) is 200 files and 40 MB; nothing past it would be packed anyway. */
const MAX_FILES = 200;
const MAX_TOTAL_BYTES = 40 * 1024 * 1024;

/**
 * Images uploaded into layouts are served by this app. An export must not download them over the network: the
 * SSRF-safe fetch rightly refuses our own (loopback or private) address, and it would be a detour anyway. They are
 * read from storage here, keyed as the export resolves them (`new URL(…).href`), and packed like any download.
 */
export async function preloadOwnAssets(storage: ObjectStorage, texts: readonly string[], ownOrigins: readonly string[]): Promise<PreloadedAssets> {
  const keys = new Map<string, string>();
  for (const text of texts) {
    for (const [match] of text.matchAll(OWN_ASSET_URL)) {
      const href = new URL(match).href;
      const key = ownLayoutAssetKey(href, ownOrigins);
      if (key && !keys.has(href) && keys.size < MAX_FILES) keys.set(href, key);
    }
  }
  const preloaded: PreloadedAssets = {};
  let total = 0;
  for (const [href, key] of keys) {
    const object = await storage.get(key);
    if (!object || total + object.body.byteLength > MAX_TOTAL_BYTES) continue;
    total += object.body.byteLength;
    preloaded[href] = object;
  }
  return preloaded;
}
