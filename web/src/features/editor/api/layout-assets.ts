import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ASSET_SIZES_MAX_URLS, type AssetSize, type AssetSizesResponse, type LayoutAssetResponse } from "@layoutlift/core/contract/layout-assets";
import { ApiError, api, json } from "@/lib/api-client";
import { layoutKeys } from "@/features/layouts";

const assets = api.api.layouts[":id"].assets;

export function useUploadLayoutAsset(layoutId: string) {
  return useMutation({
    mutationFn: (file: File): Promise<LayoutAssetResponse> => json(assets.$post({ param: { id: layoutId }, form: { file } })),
  });
}

const UNKNOWN: AssetSize = { bytes: null, contentType: null };

/** The URLs a 400 names as not used by the saved layout (the server's `details.urls`). */
function refusedUrls(err: unknown): string[] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  try {
    const urls = (JSON.parse(err.body) as { details?: { urls?: unknown } }).details?.urls;
    return Array.isArray(urls) ? urls.filter((u): u is string => typeof u === "string") : [];
  } catch {
    return [];
  }
}

/**
 * One batch; should the server not count an address as the saved layout's (the two read the markup a little
 * differently at the edges), that one is unknown and the rest are still measured.
 */
async function measureBatch(id: string, urls: string[]): Promise<Record<string, AssetSize>> {
  const ask = async (batch: string[]) => (await json(assets.sizes.$post({ param: { id }, json: { urls: batch } })) as AssetSizesResponse).sizes;
  try {
    return await ask(urls);
  } catch (err) {
    const refused = new Set(refusedUrls(err));
    if (refused.size === 0) throw err;
    const rest = urls.filter((u) => !refused.has(u));
    const unknown = Object.fromEntries([...refused].map((u) => [u, UNKNOWN]));
    return rest.length ? { ...unknown, ...(await ask(rest)) } : unknown;
  }
}

const sizeKey = (layoutId: string, url: string) => [...layoutKeys.layout(layoutId), "asset-size", url] as const;

/**
 * Byte size and type of the layout's remote and uploaded images (the browser cannot read them across origins).
 * Each known size is kept per URL, so replacing one image does not make the server ask every other image's host
 * again; the previous answers stay shown while a new one loads.
 */
export function useAssetSizes(layoutId: string | null, urls: readonly string[]) {
  const queryClient = useQueryClient();
  const sorted = [...new Set(urls)].sort();
  return useQuery({
    queryKey: [...layoutKeys.layout(layoutId ?? ""), "asset-sizes", sorted] as const,
    enabled: !!layoutId && sorted.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Record<string, AssetSize>> => {
      const id = layoutId!;
      const known: Record<string, AssetSize> = {};
      const missing: string[] = [];
      for (const url of sorted) {
        const cached = queryClient.getQueryData<AssetSize>(sizeKey(id, url));
        if (cached) known[url] = cached;
        else missing.push(url);
      }
      for (let i = 0; i < missing.length; i += ASSET_SIZES_MAX_URLS) {
        const sizes = await measureBatch(id, missing.slice(i, i + ASSET_SIZES_MAX_URLS));
        for (const [url, size] of Object.entries(sizes)) {
          // An unknown size is asked again next time: it may be known once the layout is saved or the host answers.
          if (size.bytes !== null) queryClient.setQueryData(sizeKey(id, url), size);
          known[url] = size;
        }
      }
      return known;
    },
  });
}
