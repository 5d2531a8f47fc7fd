import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unzipSync, strFromU8 } from "fflate";
import { PNG } from "pngjs";
import { exportLayout } from "../export/export-layout.ts";
import { serverAssetFetcher } from "../export/assets/server-asset-fetcher.ts";
import { createFsStorage } from "../storage/fs-storage.ts";
import { saveLayoutAsset } from "./layout-assets.ts";
import { preloadOwnAssets } from "./own-assets.ts";

const LAYOUT = "0b0c0d0e-1111-4222-8333-444455556666";
// A port nothing listens on: if the export tried the network for our own image, the file would be missing.
const APP = "http://127.0.0.1:9";

describe("our own uploaded images in exports", () => {
  const dir = mkdtempSync(join(tmpdir(), "own-assets-"));
  const storage = createFsStorage(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const png = (w: number) => new Uint8Array(PNG.sync.write(new PNG({ width: w, height: 1 })));

  it("are read from storage wherever the layout names them, only on our origins", async () => {
    const hero = await saveLayoutAsset(storage, { layoutId: LAYOUT, bytes: png(3), origin: APP });
    const bg = await saveLayoutAsset(storage, { layoutId: LAYOUT, bytes: png(5), origin: APP });
    const foreign = hero.url.replace(APP, "https://elsewhere.example");
    const html = `<img src="${hero.url}" srcset="${hero.url} 1x"><img src="${foreign}">`;
    const css = `.a { background: url("${bg.url}") }`;
    const preloaded = await preloadOwnAssets(storage, [html, css], [APP]);
    expect(Object.keys(preloaded).sort()).toEqual([hero.url, bg.url].sort());
    expect(preloaded[hero.url].contentType).toBe("image/png");
  });

  it("go into the zip although the egress rules refuse our address", async () => {
    const bytes = png(7);
    const hero = await saveLayoutAsset(storage, { layoutId: LAYOUT, bytes, origin: APP });
    const html = `<main><img src="${hero.url}" alt="hero"></main>`;
    const preloaded = await preloadOwnAssets(storage, [html, ""], [APP]);
    // The production policy: loopback and private addresses are refused, so only storage can supply the file.
    const fetchAsset = serverAssetFetcher({ allowPrivate: false, loopbackOnly: false }, preloaded);
    const zip = unzipSync((await exportLayout("zip", { html, css: "" }, { fetchAsset })).body);
    // Named by content, like every file an export writes.
    const name = `image-${createHash("sha256").update(bytes).digest("hex").slice(0, 12)}.png`;
    expect([...zip[`assets/${name}`]]).toEqual([...bytes]);
    expect(strFromU8(zip["index.html"])).toContain(`src="assets/${name}"`);
    expect([...zip[`react/public/assets/${name}`]]).toEqual([...bytes]);
  });
});
