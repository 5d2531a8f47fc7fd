import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { collectAssetUrls, rewriteAssetUrls, type DownloadedAssets } from "./assets.ts";
import type { LayoutElement } from "../model/layout-nodes.ts";
import { parseLayout } from "../model/layout-tree.ts";

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
      refused: [],
    };
    const { tree: local } = rewriteAssetUrls(tree, postcss.parse(""), assets, "./");
    expect(attr(local, "img", "srcset")).toBe(`./assets/b.jpg 1x, ${PNG} 2x`);
  });
});

describe("embedded images in the zip", () => {
  it("writes each large embedded image once as a file every project points at, and keeps small ones inline", async () => {
    const { PNG: Png } = await import("pngjs");
    const { unzipSync, strFromU8 } = await import("fflate");
    const { exportLayout } = await import("../export-layout.ts");
    // A noisy 128×128 PNG: far over the inline limit once encoded.
    const png = new Png({ width: 128, height: 128 });
    for (let i = 0; i < png.data.length; i++) png.data[i] = (i * 7919) % 251;
    const big = `data:image/png;base64,${Png.sync.write(png).toString("base64")}`;
    // The background's rule has an element to style: a rule matching none is dead CSS, left out of every export.
    const html = `<div class="hero"><picture><source media="(max-width: 600px)" srcset="${big}"><img class="chart" src="${big}" alt="Chart"></picture><img class="dot" src="${PNG}" alt=""></div>`;
    const zip = unzipSync((await exportLayout("zip", { html, css: `.hero{background:url("${big}")}` })).body);
    const files = Object.keys(zip).filter((p) => /^assets\/image-[0-9a-f]{12}\.png$/.test(p));
    expect(files).toHaveLength(1);
    expect(Buffer.from(zip[files[0]])).toEqual(Png.sync.write(png));
    for (const folder of ["react/public/", "vue/public/", "nextjs/public/"]) expect(zip[`${folder}${files[0]}`]).toBeDefined();
    const index = strFromU8(zip["index.html"]);
    expect(index).not.toContain(big);
    expect(index).toContain(`srcset="${files[0]}"`);
    expect(index).toContain(`src="${files[0]}"`);
    expect(index).toContain(PNG); // small enough to stay inline
    expect(strFromU8(zip["styles.css"])).toContain(`url("${files[0]}")`);
    const app = Object.entries(zip).filter(([p]) => p.startsWith("react/src/")).map(([, b]) => strFromU8(b)).join("\n");
    expect(app).not.toContain("base64,iVBOR" + big.slice(30, 60));
    expect(app).toContain(`/${files[0]}`);
  });
});
