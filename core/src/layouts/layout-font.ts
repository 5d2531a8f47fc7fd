import { createHash } from "node:crypto";
import type { LayoutRow } from "../contract/layouts.ts";
import { currentLayoutCss } from "../contract/layout-source.ts";
import { AppError, forbidden, notFound, rateLimited, tooLarge, unsupportedMediaType } from "../errors.ts";
import type { EgressPolicy } from "../net/egress-policy.ts";
import { safeFetch, SafeFetchError } from "../net/safe-fetch.ts";
import { detectAssetType } from "../images/asset-type.ts";
import { layoutAssetUrls, normalizeAssetUrl } from "./layout-asset-urls.ts";

export const FONT_NOT_IN_LAYOUT = "Only fonts this layout's stylesheet loads can be read through LayoutLift";
export const FONT_UNAVAILABLE = "The font could not be loaded from its site";
export const NOT_A_FONT = "That file is not a font";
export const FONT_TOO_LARGE = "The font is larger than 5 MB, more than LayoutLift reads for the canvas";

/** Why a site's font could not be read, as the status that says it: refused (403), too large (413), else the site (404/502). */
function fetchFailure(err: unknown): AppError {
  if (err instanceof SafeFetchError && err.reason === "too-large") return tooLarge(FONT_TOO_LARGE);
  if (err instanceof SafeFetchError && err.reason === "denied") return forbidden(err.message);
  return new AppError(502, FONT_UNAVAILABLE);
}

const FONT_MAX_BYTES = 5 * 1024 * 1024;
const FONT_TIMEOUT_MS = 10_000;
/**
 * Downloads in flight at once, for one user and for the whole server. Each holds up to FONT_MAX_BYTES until it is
 * answered, and a layout's owner chooses what its stylesheet lists (a slow site of 5 MB "fonts"), so without a bound a
 * few accounts could hold gigabytes. A canvas asks for its fonts at once: the ones over the bound wait their turn
 * (a browser holds six connections per host anyway); past the queue they are refused (429).
 */
export const FONT_FETCHES_PER_USER = 6;
const FONT_FETCHES_IN_ALL = 24;
const FONT_QUEUE_PER_USER = 16;
export const FONT_BUSY = "Too many fonts are loading at once; try again in a moment";
const FONT_TYPES: Record<string, string> = { woff2: "font/woff2", woff: "font/woff", ttf: "font/ttf", otf: "font/otf", eot: "application/vnd.ms-fontobject" };

/**
 * The addresses the layout's saved stylesheet loads, by the stylesheet's digest: a canvas asks for each of a page's
 * fonts at once. Not by the layout's version: an extraction (a retried one too) writes its stylesheet without
 * counting a version, and a set read before it would have refused the new page's fonts. Read from the stylesheet
 * alone (fonts live there), so a request never parses megabytes of markup on the thread every user shares; a font
 * named only in a <style> element of the markup keeps loading from its site.
 */
const usedByStylesheet = new Map<string, Set<string>>();
const USED_CACHE_SIZE = 16;

/** What the font route reads of a layout (layoutColumnsFor): no markup, no document tree. */
export const FONT_LAYOUT_COLUMNS = ["id", "url", "editedCss", "extractedCss"] as const;
type FontLayout = Pick<LayoutRow, (typeof FONT_LAYOUT_COLUMNS)[number]>;

function usedUrls(layout: FontLayout): Set<string> {
  const css = currentLayoutCss(layout);
  const key = `${layout.id}:${layout.url}:${createHash("sha256").update(css).digest("base64")}`;
  let used = usedByStylesheet.get(key);
  if (!used) {
    used = layoutAssetUrls({ html: "", css, baseUrl: layout.url });
    usedByStylesheet.set(key, used);
    if (usedByStylesheet.size > USED_CACHE_SIZE) usedByStylesheet.delete(usedByStylesheet.keys().next().value!);
  }
  return used;
}

const running = new Map<string, number>();
const waiting: { userId: string; start: () => void }[] = [];
let runningInAll = 0;

function startNext(): void {
  for (let i = 0; i < waiting.length && runningInAll < FONT_FETCHES_IN_ALL; ) {
    const next = waiting[i];
    if ((running.get(next.userId) ?? 0) >= FONT_FETCHES_PER_USER) {
      i++;
      continue;
    }
    waiting.splice(i, 1);
    next.start();
  }
}

/** A download slot for the user (waiting for one when theirs or the server's are all taken); release it once done. */
async function fontSlot(userId: string): Promise<() => void> {
  const take = () => {
    running.set(userId, (running.get(userId) ?? 0) + 1);
    runningInAll++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
      runningInAll--;
      startNext();
    };
  };
  if ((running.get(userId) ?? 0) < FONT_FETCHES_PER_USER && runningInAll < FONT_FETCHES_IN_ALL) return take();
  if (waiting.filter((w) => w.userId === userId).length >= FONT_QUEUE_PER_USER) throw rateLimited(FONT_BUSY);
  return new Promise((resolve) => waiting.push({ userId, start: () => resolve(take()) }));
}

/**
 * Whether the answer claims to be a font: by its declared type, else (a server that does not know font types answers
 * octet-stream or text/plain) by the file's extension.
 */
function claimsFont(contentType: string | null, url: string): boolean {
  const declared = contentType?.split(";")[0].trim().toLowerCase() ?? "";
  if (declared.startsWith("font/") || Object.values(FONT_TYPES).includes(declared) || /^application\/(x-)?font-/.test(declared)) return true;
  const ext = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? "";
  return Boolean(FONT_TYPES[ext]) && (declared === "" || declared === "application/octet-stream" || declared === "binary/octet-stream" || declared === "text/plain");
}

/**
 * The type we serve the answer as: read from its bytes (a WOFF2, WOFF, OpenType or TrueType file), never the site's
 * header, which we would otherwise pass on as written (`font/ttf, text/html` is HTML to a browser, which takes the
 * last type of a list) for a file served from our own origin.
 */
function servedType(body: Uint8Array): string | null {
  const type = detectAssetType(body);
  return type?.kind === "font" ? type.contentType : null;
}

/**
 * A font file the layout's saved stylesheet loads, fetched for the editor's canvas. A page's own fonts usually come
 * without CORS headers, so a canvas served from LayoutLift could not use them and showed fallback fonts; read here
 * they are same-origin. Never an open proxy: only an address the saved layout loads, only a font, through the
 * SSRF-safe fetch with the configured egress rules and a size cap.
 */
export async function fetchLayoutFont(
  layout: FontLayout,
  url: string,
  policy: EgressPolicy,
  userId: string,
): Promise<{ body: Uint8Array; contentType: string }> {
  const href = normalizeAssetUrl(url);
  if (!href || !usedUrls(layout).has(href)) throw notFound(FONT_NOT_IN_LAYOUT);
  const release = await fontSlot(userId);
  let res;
  try {
    res = await safeFetch(href, { ...policy, maxBytes: FONT_MAX_BYTES, timeoutMs: FONT_TIMEOUT_MS });
  } catch (err) {
    throw fetchFailure(err);
  } finally {
    release();
  }
  if (res.status === 404 || res.status === 410) throw notFound(FONT_UNAVAILABLE);
  if (res.status !== 200) throw new AppError(502, FONT_UNAVAILABLE);
  const contentType = claimsFont(res.contentType, res.url) ? servedType(res.body) : null;
  if (!contentType) throw unsupportedMediaType(NOT_A_FONT);
  return { body: res.body, contentType };
}
