import type { Root } from "postcss";
import type { LayoutElement, LayoutNode, LayoutTree } from "../model/layout-nodes.ts";
import { SRCSET_ATTRIBUTES } from "../../html/url-attributes.ts";
import { parseSrcset, serializeSrcset } from "../../html/srcset.ts";
import { decodeDataUrl, dataUrlByteSize } from "../../html/data-url.ts";
import { assetFile } from "./asset-files.ts";

/** Downloads one asset; null when it cannot be fetched (the export then keeps the absolute URL). */
export type FetchAsset = (url: string) => Promise<{ body: Uint8Array; contentType: string } | null>;

export interface DownloadedAssets {
  /** Absolute URL (or the embedded `data:` URL itself) → path inside the zip (`assets/…`). */
  files: Map<string, { path: string; body: Uint8Array }>;
  failed: string[];
  /** Downloaded but not an image or font by its content (or an SVG with nothing safe left): never written, left remote. */
  refused: string[];
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
  for (const url of urls) {
    const decoded = decodeDataUrl(url);
    const file = decoded && assetFile(decoded.body);
    // Anything else stays inline, where an image element or CSS shows it as an image or not at all.
    if (file) into.files.set(url, file);
  }
}

/** Downloads the assets a few at a time, within a count and size budget; anything over budget counts as failed. */
export async function downloadAssets(urls: string[], fetchAsset: FetchAsset | undefined): Promise<DownloadedAssets> {
  const files = new Map<string, { path: string; body: Uint8Array }>();
  const failed: string[] = [];
  const refused: string[] = [];
  if (!fetchAsset) return { files, failed: [...urls], refused };
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
    const file = assetFile(got.body);
    if (!file) {
      refused.push(url);
      continue;
    }
    total += got.body.byteLength;
    files.set(url, file);
  }
  return { files, failed, refused };
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
