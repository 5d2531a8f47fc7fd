import type { Root } from "postcss";
import type { LayoutElement, LayoutNode, LayoutTree } from "../model/layout-nodes.ts";
import { SRCSET_ATTRIBUTES } from "../../html/url-attributes.ts";
import { parseSrcset, serializeSrcset } from "../../html/srcset.ts";
import { createHash } from "node:crypto";
import { decodeDataUrl, dataUrlByteSize } from "../../html/data-url.ts";

/** Downloads one asset; null when it cannot be fetched (the export then keeps the absolute URL). */
export type FetchAsset = (url: string) => Promise<{ body: Uint8Array; contentType: string } | null>;

export interface DownloadedAssets {
  /** Absolute URL (or the embedded `data:` URL itself) → path inside the zip (`assets/…`). */
  files: Map<string, { path: string; body: Uint8Array }>;
  failed: string[];
}

/** Elements/attributes that load images or media a static copy needs (links to pages are left alone). */
const ASSET_ATTRIBUTES: Record<string, string[]> = {
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["poster", "src"],
  audio: ["src"],
  input: ["src"],
  image: ["href", "xlink:href"],
};
const CSS_URL = /url\(\s*(['"]?)([^'")]*?)\1\s*\)/gi;
const MAX_ASSETS = 200;
const MAX_TOTAL_BYTES = 40 * 1024 * 1024;
const CONCURRENCY = 6;

function resolveHttpUrl(raw: string, baseUrl?: string): string | null {
  const value = raw.trim();
  if (!value || value.startsWith("data:") || value.startsWith("#")) return null;
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function srcsetUrls(value: string): string[] {
  return parseSrcset(value).map((c) => c.url);
}

function isAssetAttr(el: LayoutElement, name: string): boolean {
  return (ASSET_ATTRIBUTES[el.tag] ?? []).includes(name);
}

/** Calls `add` with every image/media/font reference of the layout: asset attributes, inline styles, the stylesheet. */
function eachAssetReference(tree: LayoutTree, cssRoot: Root, add: (raw: string) => void): void {
  const addCssValue = (value: string) => {
    for (const m of value.matchAll(CSS_URL)) add(m[2]);
  };
  const walk = (nodes: LayoutNode[]) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      for (const { name, value } of node.attrs) {
        if (name === "style") addCssValue(value);
        else if (isAssetAttr(node, name)) (SRCSET_ATTRIBUTES.has(name) ? srcsetUrls(value) : [value]).forEach(add);
      }
      walk(node.children);
    }
  };
  walk(tree.nodes);
  cssRoot.walkDecls((decl) => addCssValue(decl.value));
}

/** Every image/media/font URL the layout references, absolute, in first-seen order. */
export function collectAssetUrls(tree: LayoutTree, cssRoot: Root): string[] {
  const seen = new Set<string>();
  eachAssetReference(tree, cssRoot, (raw) => {
    const url = resolveHttpUrl(raw, tree.baseUrl);
    if (url) seen.add(url);
  });
  return [...seen];
}

/**
 * Embedded images worth a file of their own: drawn charts and frames, pasted screenshots. Smaller ones stay inline,
 * as a bundler would keep them (Vite inlines assets under 4 KB).
 */
const EMBED_INLINE_LIMIT = 4096;

/** Every `data:` image of at least EMBED_INLINE_LIMIT bytes the layout carries, in first-seen order. */
export function collectEmbeddedImages(tree: LayoutTree, cssRoot: Root): string[] {
  const seen = new Set<string>();
  eachAssetReference(tree, cssRoot, (raw) => {
    const value = raw.trim();
    if (/^data:image\//i.test(value) && (dataUrlByteSize(value) ?? 0) >= EMBED_INLINE_LIMIT) seen.add(value);
  });
  return [...seen];
}

/** Embedded images as files named by their content, so the same picture is one file however often it appears. */
export function embeddedFiles(urls: string[], into: DownloadedAssets): void {
  const byHash = new Map<string, string>();
  for (const url of urls) {
    const decoded = decodeDataUrl(url);
    if (!decoded) continue;
    const hash = createHash("sha256").update(decoded.body).digest("hex").slice(0, 10);
    const path = byHash.get(hash) ?? `assets/image-${hash}${EXTENSIONS[decoded.contentType] ?? ""}`;
    byHash.set(hash, path);
    into.files.set(url, { path, body: decoded.body });
  }
}

const EXTENSIONS: Record<string, string> = {
  "image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif", "image/webp": ".webp", "image/avif": ".avif",
  "image/svg+xml": ".svg", "image/x-icon": ".ico", "font/woff2": ".woff2", "font/woff": ".woff", "font/ttf": ".ttf",
  "font/otf": ".otf", "video/mp4": ".mp4", "video/webm": ".webm", "audio/mpeg": ".mp3",
};

/** A page may reference `100%.png`: a bare `%` is a name character, not a broken escape that fails the export. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => (parseInt(hex, 16) < 0x80 ? String.fromCharCode(parseInt(hex, 16)) : escape));
  }
}

function fileName(url: string, contentType: string, taken: Set<string>): string {
  const last = decodePathSegment(new URL(url).pathname.split("/").pop() || "asset").replace(/[^\w.@-]+/g, "-").replace(/^[.-]+/, "");
  let base = last.slice(0, 80) || "asset";
  if (!/\.[a-z0-9]{2,5}$/i.test(base)) base += EXTENSIONS[contentType.split(";")[0].trim().toLowerCase()] ?? "";
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = base.replace(/(\.[^.]*)?$/, `-${i}$1`);
  taken.add(name.toLowerCase());
  return `assets/${name}`;
}

/** Downloads the assets a few at a time, within a count and size budget; anything over budget counts as failed. */
export async function downloadAssets(urls: string[], fetchAsset: FetchAsset | undefined): Promise<DownloadedAssets> {
  const files = new Map<string, { path: string; body: Uint8Array }>();
  const failed: string[] = [];
  if (!fetchAsset) return { files, failed: [...urls] };
  const taken = new Set<string>();
  let total = 0;
  const queue = urls.slice(0, MAX_ASSETS);
  failed.push(...urls.slice(MAX_ASSETS));
  const results = new Map<string, { body: Uint8Array; contentType: string } | null>();
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const u = url;
      results.set(u, await fetchAsset(u).catch(() => null));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Names are assigned in reference order, so the same layout always yields the same zip.
  for (const url of urls.slice(0, MAX_ASSETS)) {
    const got = results.get(url);
    if (!got || total + got.body.byteLength > MAX_TOTAL_BYTES) {
      failed.push(url);
      continue;
    }
    total += got.body.byteLength;
    files.set(url, { path: fileName(url, got.contentType, taken), body: got.body });
  }
  return { files, failed };
}

function rewriteCssValue(value: string, map: (url: string) => string | null): string {
  return value.replace(CSS_URL, (whole, quote: string, raw: string) => {
    const local = map(raw);
    return local ? `url(${quote}${local}${quote})` : whole;
  });
}

/** A copy of the tree and stylesheet pointing at the downloaded files (relative to `prefix`). */
export function rewriteAssetUrls(tree: LayoutTree, cssRoot: Root, assets: DownloadedAssets, prefix = ""): { tree: LayoutTree; cssRoot: Root } {
  const map = (raw: string) => {
    const url = raw.trim().startsWith("data:") ? raw.trim() : resolveHttpUrl(raw, tree.baseUrl);
    const file = url ? assets.files.get(url) : undefined;
    return file ? prefix + file.path : null;
  };
  const rewriteNode = (node: LayoutNode): LayoutNode => {
    if (node.type !== "element") return node;
    const attrs = node.attrs.map(({ name, value }) => {
      if (name === "style") return { name, value: rewriteCssValue(value, map) };
      if (!isAssetAttr(node, name)) return { name, value };
      if (SRCSET_ATTRIBUTES.has(name)) {
        return { name, value: serializeSrcset(parseSrcset(value).map((c) => ({ ...c, url: map(c.url) ?? c.url }))) };
      }
      return { name, value: map(value) ?? value };
    });
    return { ...node, attrs, children: node.children.map(rewriteNode) };
  };
  const css = cssRoot.clone();
  css.walkDecls((decl) => {
    decl.value = rewriteCssValue(decl.value, map);
  });
  return { tree: { ...tree, nodes: tree.nodes.map(rewriteNode) }, cssRoot: css };
}
