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
  const local = rewriteAssetUrls({ ...tree, nodes }, postcss.root(), assets, prefix).tree.nodes;
  return local.map((n, i) => withBindings(n, nodes[i]));
}

/** The rewrite copies attributes by name and value: bindings to props (shared regions' `active`) are carried over. */
function withBindings(local: LayoutNode, source: LayoutNode): LayoutNode {
  if (local.type !== "element" || source.type !== "element") return local;
  return {
    ...local,
    attrs: local.attrs.map((a, i) => (source.attrs[i]?.prop ? { ...a, prop: source.attrs[i].prop } : a)),
    children: local.children.map((c, i) => withBindings(c, source.children[i])),
  };
}

/** A stylesheet pointing at the asset files (its URLs were made absolute against `baseUrl` by the extraction). */
export function localCss(root: Root, baseUrl: string, assets: DownloadedAssets, prefix: string): Root {
  return rewriteAssetUrls({ nodes: [], css: "", title: "", baseUrl }, root, assets, prefix).cssRoot;
}
