import { useEffect, useState } from "react";
import { layoutFontPath } from "@layoutlift/core/contract/layout-fonts";
import { fontFaceUrls, proxiedFontFaces } from "./canvas-fonts";

/** Most font bytes one preview inlines (the route caps one file at 5 MB); fonts past it keep the site's address. */
const PREVIEW_FONT_BUDGET = 12 * 1024 * 1024;

/** One read per layout and font for the editor's lifetime: a redrawn preview reuses it. */
const cache = new Map<string, Promise<string | null>>();

function fontDataUrl(layoutId: string, url: string): Promise<string | null> {
  const key = `${layoutId} ${url}`;
  let known = cache.get(key);
  if (!known) {
    known = fetch(layoutFontPath(layoutId, url), { credentials: "same-origin" })
      .then(async (res) => {
        if (!res.ok) return null;
        const blob = await res.blob();
        if (blob.size > PREVIEW_FONT_BUDGET) return null;
        return await new Promise<string | null>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : null);
          reader.onerror = () => resolve(null);
          reader.readAsDataURL(blob);
        });
      })
      .catch(() => null);
    // A failed read is tried again by the next preview, not remembered.
    known.then((v) => v === null && cache.delete(key));
    cache.set(key, known);
  }
  return known;
}

/**
 * The preview's font sheet: the page's @font-face rules again with each file's bytes first (a data: URL), then the
 * site's address. Preview runs in a sandboxed frame with an opaque origin, so it can reach neither the signed-in font
 * route (GET /api/layouts/:id/font: no session cookie, no CORS) nor, usually, the site's fonts (no CORS headers); the
 * editor reads them through the route, as the canvas does, and hands the frame the bytes. Empty until they arrive
 * (the preview is drawn once more then).
 */
export function usePreviewFontSheet(layoutId: string | null, css: string): string {
  const [sheet, setSheet] = useState<{ layoutId: string | null; text: string }>({ layoutId: null, text: "" });
  useEffect(() => {
    const urls = layoutId ? fontFaceUrls(css) : [];
    if (!layoutId || !urls.length) return;
    let live = true;
    void Promise.all(urls.map((url) => fontDataUrl(layoutId, url))).then((data) => {
      const inline = new Map<string, string>();
      let spent = 0;
      urls.forEach((url, i) => {
        const value = data[i];
        if (value && spent + value.length <= PREVIEW_FONT_BUDGET * 1.4) {
          inline.set(url, value);
          spent += value.length;
        }
      });
      // Only the rules with an inlined file: the others are the page's own rules already.
      const text = inline.size ? proxiedFontFaces(css, (url) => inline.get(url) ?? url) : "";
      if (live) setSheet({ layoutId, text });
    });
    return () => {
      live = false;
    };
  }, [layoutId, css]);
  // The last sheet stays while an edit's is read (the same text, mostly): the preview is not drawn twice per edit.
  return sheet.layoutId === layoutId ? sheet.text : "";
}
