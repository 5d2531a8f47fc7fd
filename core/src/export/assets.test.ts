import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { collectAssetUrls, rewriteAssetUrls, type DownloadedAssets } from "./assets.ts";
import type { LayoutElement } from "./layout-nodes.ts";
import { parseLayout } from "./layout-tree.ts";

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

function layout(html: string) {
  return parseLayout({ html, css: "", baseUrl: "https://shop.example/page/" });
}

function attr(tree: ReturnType<typeof layout>, tag: string, name: string): string | undefined {
  const find = (nodes: typeof tree.nodes): LayoutElement | undefined => {
    for (const n of nodes) {
      if (n.type !== "element") continue;
      if (n.tag === tag) return n;
      const inner = find(n.children);
      if (inner) return inner;
    }
    return undefined;
  };
  return find(tree.nodes)?.attrs.find((a) => a.name === name)?.value;
}

describe("asset URLs in srcset lists", () => {
  it("reads a URL holding commas as one URL and never takes part of an embedded image for an address", () => {
    const tree = layout(
      `<picture><source media="(max-width: 600px)" srcset="${PNG}"><img src="a.png" srcset="https://cdn.example/w_300,h_200/b.jpg 1x, c.jpg 2x"></picture>`,
    );
    expect(collectAssetUrls(tree, postcss.parse(""))).toEqual([
      "https://shop.example/page/a.png",
      "https://cdn.example/w_300,h_200/b.jpg",
      "https://shop.example/page/c.jpg",
    ]);
  });

  it("rewrites each candidate to its downloaded file and keeps descriptors and embedded images as they were", () => {
    const tree = layout(`<img src="a.png" srcset="https://cdn.example/w_300,h_200/b.jpg 1x, ${PNG} 2x">`);
    const assets: DownloadedAssets = {
      files: new Map([["https://cdn.example/w_300,h_200/b.jpg", { path: "assets/b.jpg", body: new Uint8Array() }]]),
      failed: [],
    };
    const { tree: local } = rewriteAssetUrls(tree, postcss.parse(""), assets, "./");
    expect(attr(local, "img", "srcset")).toBe(`./assets/b.jpg 1x, ${PNG} 2x`);
  });
});
