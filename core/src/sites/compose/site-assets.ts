import postcss, { type Root } from "postcss";
import { collectAssetUrls, collectEmbeddedImages, downloadAssets, embeddedFiles, rewriteAssetUrls, type DownloadedAssets, type FetchAsset } from "../../export/assets/assets.ts";
import type { LayoutNode, LayoutTree } from "../../export/model/layout-nodes.ts";
import type { ComposedSite } from "./compose-site.ts";

/** Every image and font of every page downloaded once: a logo on five pages is one file. */
export async function siteAssets(site: ComposedSite, fetchAsset: FetchAsset | undefined): Promise<DownloadedAssets> {
  const urls = new Set<string>();
  const embedded = new Set<string>();
  for (const page of site.pages) {
    collectAssetUrls(page.tree, page.cssRoot).forEach((u) => urls.add(u));
    collectEmbeddedImages(page.tree, page.cssRoot).forEach((u) => embedded.add(u));
  }
  const assets = await downloadAssets([...urls], fetchAsset);
  embeddedFiles([...embedded], assets);
  return assets;
}

/** Nodes of a page pointing at the asset files, `prefix` being the way from the page to the folder holding assets/. */
export function localNodes(tree: LayoutTree, nodes: LayoutNode[], assets: DownloadedAssets, prefix: string): LayoutNode[] {
  return rewriteAssetUrls({ ...tree, nodes }, postcss.root(), assets, prefix).tree.nodes;
}

/** A stylesheet pointing at the asset files (its URLs were made absolute against `baseUrl` by the extraction). */
export function localCss(root: Root, baseUrl: string, assets: DownloadedAssets, prefix: string): Root {
  return rewriteAssetUrls({ nodes: [], css: "", title: "", baseUrl }, root, assets, prefix).cssRoot;
}
