import { layoutAssetRef } from "@layoutlift/core/contract/layout-assets";
import { dataUrlByteSize } from "@layoutlift/core/html/data-url";

/**
 * Where an image's byte size comes from: an embedded `data:` image carries its bytes in the URL; the server measures
 * an address the saved layout loads, and this layout's own uploads (read from storage). Anything else (a URL
 * typed in but not saved yet, a relative one) has no honest source and shows "—".
 */
export type SizeSource = { kind: "data"; bytes: number | null } | { kind: "server"; url: string } | { kind: "none" };

export function sizeSource(src: string, savedSrcs: ReadonlySet<string>, layoutId: string | null): SizeSource {
  if (/^data:/i.test(src)) return { kind: "data", bytes: dataUrlByteSize(src) };
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { kind: "none" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "none" };
  if (savedSrcs.has(src) || (layoutId && layoutAssetRef(src)?.layoutId === layoutId)) return { kind: "server", url: src };
  return { kind: "none" };
}

/** "1200 × 630", or "—" until (or unless) the image has loaded with a size of its own. */
export function formatPixelSize(size: { width: number; height: number } | null): string {
  return size && size.width > 0 && size.height > 0 ? `${size.width} × ${size.height}` : "—";
}
