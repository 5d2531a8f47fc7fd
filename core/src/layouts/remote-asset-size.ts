import type { AssetSize } from "../contract/layout-assets.ts";
import type { EgressPolicy } from "../net/egress-policy.ts";
import { safeFetch, type SafeFetchResult } from "../net/safe-fetch.ts";

/** Short: the panel waits for these, and a slow image server must not hold a request open. */
export const REMOTE_SIZE_TIMEOUT_MS = 5_000;
/** When a server will not say a file's size, this much is downloaded to count it; past it the size stays unknown. */
const COUNTED_GET_MAX_BYTES = 10 * 1024 * 1024;

const UNKNOWN: AssetSize = { bytes: null, contentType: null };
const ok = (res: SafeFetchResult) => res.status >= 200 && res.status < 300;

function mediaType(contentType: string | null): string | null {
  const type = contentType?.split(";")[0].trim().toLowerCase();
  return type && /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type : null;
}

/**
 * Asks the image's server for its size through the SSRF-safe fetch: HEAD first (Content-Length, no download),
 * then a capped GET whose bytes are counted when HEAD is refused or says nothing. Anything else is unknown (null):
 * a wrong size is worse than none.
 */
export async function remoteAssetSize(url: string, policy: EgressPolicy, signal?: AbortSignal): Promise<AssetSize> {
  const options = { ...policy, timeoutMs: REMOTE_SIZE_TIMEOUT_MS, maxRedirects: 3, signal };
  let head: SafeFetchResult;
  try {
    head = await safeFetch(url, { ...options, method: "HEAD" });
  } catch {
    // Refused by the egress rules, timed out or unreachable: a GET would fare no better.
    return UNKNOWN;
  }
  if (ok(head) && head.declaredLength !== null) return { bytes: head.declaredLength, contentType: mediaType(head.contentType) };
  if (head.status === 404 || head.status === 410) return UNKNOWN;
  try {
    const got = await safeFetch(url, { ...options, maxBytes: COUNTED_GET_MAX_BYTES });
    return ok(got) ? { bytes: got.body.byteLength, contentType: mediaType(got.contentType) } : UNKNOWN;
  } catch {
    return UNKNOWN;
  }
}
