import type { AssetSize, AssetSizesResponse } from "../contract/layout-assets.ts";
import { layoutAssetRef } from "../contract/layout-assets.ts";
import type { LayoutRow } from "../contract/layouts.ts";
import { badRequest } from "../errors.ts";
import type { EgressPolicy } from "../net/egress-policy.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { currentLayoutSource } from "../contract/layout-source.ts";
import { layoutAssetUrls, normalizeAssetUrl } from "./layout-asset-urls.ts";
import { ownLayoutAssetKey } from "./layout-assets.ts";
import { remoteAssetSize } from "./remote-asset-size.ts";

/** Remote servers asked at once, and the most one request may take: the panel fills in what arrived by then. */
const CONCURRENCY = 4;
const DEADLINE_MS = 15_000;

export const NOT_IN_LAYOUT_MESSAGE = "Only images this layout uses can be measured. Not in this layout";

export interface MeasureAssetSizesInput {
  layout: Pick<LayoutRow, "id" | "url" | "editedHtml" | "extractedHtml" | "editedCss" | "extractedCss">;
  urls: readonly string[];
  storage: ObjectStorage;
  policy: EgressPolicy;
  /** The origins our own uploaded images are served on (the app URL, the address this request came in on). */
  ownOrigins: readonly string[];
}

/**
 * Byte size and type of a layout's images. Only addresses the saved layout loads are asked about, so this is never
 * an open proxy; an image uploaded into this layout counts before it is saved, because it is read from storage and
 * never fetched. Everything else goes through the SSRF-safe fetch with the configured egress rules.
 */
export async function measureAssetSizes(input: MeasureAssetSizesInput): Promise<AssetSizesResponse> {
  const { layout, storage, policy, ownOrigins } = input;
  const used = layoutAssetUrls({ ...currentLayoutSource(layout), baseUrl: layout.url });
  const asked = input.urls.map((sent) => ({ sent, href: normalizeAssetUrl(sent) }));
  const uploadedHere = (href: string) => {
    const ref = layoutAssetRef(href);
    return !!ref && ref.layoutId === layout.id && ownOrigins.includes(ref.origin);
  };
  const refused = asked.filter(({ href }) => !href || !(used.has(href) || uploadedHere(href))).map(({ sent }) => sent);
  if (refused.length) throw badRequest(`${NOT_IN_LAYOUT_MESSAGE}: ${refused.slice(0, 3).join(", ")}${refused.length > 3 ? " …" : ""}`, { urls: refused });

  const deadline = AbortSignal.timeout(DEADLINE_MS);
  const queue = [...new Set(asked.map(({ href }) => href!))];
  const measure = async (href: string): Promise<AssetSize> => {
    const key = ownLayoutAssetKey(href, ownOrigins);
    if (!key) return remoteAssetSize(href, policy, deadline);
    const object = await storage.get(key);
    return object ? { bytes: object.body.byteLength, contentType: object.contentType } : { bytes: null, contentType: null };
  };
  const results = new Map<string, AssetSize>();
  const worker = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) results.set(href, await measure(href));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sizes: Object.fromEntries(asked.map(({ sent, href }) => [sent, results.get(href!)!])) };
}
