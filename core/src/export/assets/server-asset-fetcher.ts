import type { EgressPolicy } from "../../net/egress-policy.ts";
import { safeFetch } from "../../net/safe-fetch.ts";
import type { FetchAsset } from "./assets.ts";
import type { PreloadedAssets } from "./preloaded-assets.ts";

const ASSET_MAX_BYTES = 10 * 1024 * 1024;
const ASSET_TIMEOUT_MS = 10_000;

/** Plain data (it crosses into the export thread): the egress rules downloads follow. */
export type AssetFetchPolicy = Pick<EgressPolicy, "allowPrivate" | "loopbackOnly" | "allowAddresses">;

/**
 * Zip exports download the layout's images through the SSRF-safe fetch; a failure just keeps the remote URL.
 * Files already read for the export (our own uploaded images, see layouts/own-assets.ts) are answered without a request.
 */
export function serverAssetFetcher(policy: AssetFetchPolicy, preloaded: PreloadedAssets = {}): FetchAsset {
  return async (url) => {
    if (Object.hasOwn(preloaded, url)) return preloaded[url];
    try {
      const res = await safeFetch(url, { ...policy, maxBytes: ASSET_MAX_BYTES, timeoutMs: ASSET_TIMEOUT_MS });
      if (res.status !== 200) return null;
      return { body: res.body, contentType: res.contentType ?? "application/octet-stream" };
    } catch {
      return null;
    }
  };
}
