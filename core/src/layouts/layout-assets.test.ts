import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { LAYOUT_ASSET_BAD_TYPE_MESSAGE, LAYOUT_ASSET_MAX_BYTES, LAYOUT_ASSET_SVG_MESSAGE, layoutAssetRef } from "../contract/layout-assets.ts";
import { createFsStorage } from "../storage/fs-storage.ts";
import { ownLayoutAssetKey, readLayoutAsset, saveLayoutAsset } from "./layout-assets.ts";

const LAYOUT = "0b0c0d0e-1111-4222-8333-444455556666";
const png = () => new Uint8Array(PNG.sync.write(new PNG({ width: 3, height: 2 })));

describe("uploaded layout images", () => {
  const dir = mkdtempSync(join(tmpdir(), "layout-assets-"));
  const storage = createFsStorage(dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stores a PNG under a random name and answers an absolute URL on the given origin", async () => {
    const bytes = png();
    const saved = await saveLayoutAsset(storage, { layoutId: LAYOUT, bytes, origin: "http://127.0.0.1:4321/editor/x" });
    expect(saved.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:4321/api/layouts/assets/${LAYOUT}/[0-9a-f]{32}\\.png$`));
    expect(saved).toMatchObject({ contentType: "image/png", bytes: bytes.byteLength });
    const ref = layoutAssetRef(saved.url)!;
    expect(ref).toMatchObject({ origin: "http://127.0.0.1:4321", layoutId: LAYOUT });
    const stored = await readLayoutAsset(storage, ref.layoutId, ref.file);
    expect(stored.contentType).toBe("image/png");
    expect([...stored.body]).toEqual([...bytes]);
    const again = await saveLayoutAsset(storage, { layoutId: LAYOUT, bytes, origin: "http://127.0.0.1:4321" });
    expect(again.url).not.toBe(saved.url);
  });

  it("refuses SVG with its own message, other files as not images (415), and anything over the limit (413)", async () => {
    const svg = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expect(saveLayoutAsset(storage, { layoutId: LAYOUT, bytes: svg, origin: "http://a.test" })).rejects.toMatchObject({ status: 415, message: LAYOUT_ASSET_SVG_MESSAGE });
    const text = new TextEncoder().encode("just some text named photo.png");
    await expect(saveLayoutAsset(storage, { layoutId: LAYOUT, bytes: text, origin: "http://a.test" })).rejects.toMatchObject({ status: 415, message: LAYOUT_ASSET_BAD_TYPE_MESSAGE });
    await expect(saveLayoutAsset(storage, { layoutId: LAYOUT, bytes: new Uint8Array(), origin: "http://a.test" })).rejects.toMatchObject({ status: 415 });
    const big = new Uint8Array(LAYOUT_ASSET_MAX_BYTES + 1);
    big.set(png());
    await expect(saveLayoutAsset(storage, { layoutId: LAYOUT, bytes: big, origin: "http://a.test" })).rejects.toMatchObject({ status: 413, message: /5 MB or less/ });
  });

  it("serves only names it could have handed out", async () => {
    await expect(readLayoutAsset(storage, LAYOUT, "../../etc/passwd")).rejects.toMatchObject({ status: 404 });
    await expect(readLayoutAsset(storage, "not-a-uuid", `${"a".repeat(32)}.png`)).rejects.toMatchObject({ status: 404 });
    await expect(readLayoutAsset(storage, LAYOUT, `${"a".repeat(32)}.png`)).rejects.toMatchObject({ status: 404 });
  });
});

describe("layoutAssetRef and ownLayoutAssetKey", () => {
  const file = `${"0123456789abcdef".repeat(2)}.webp`;
  const url = `https://app.example/api/layouts/assets/${LAYOUT}/${file}`;

  it("read our upload URLs and nothing shaped differently", () => {
    expect(layoutAssetRef(url)).toEqual({ origin: "https://app.example", layoutId: LAYOUT, file });
    expect(layoutAssetRef(`${url}?v=2`)).toBeNull();
    expect(layoutAssetRef(`https://app.example/api/layouts/assets/${LAYOUT}/${file}/x`)).toBeNull();
    expect(layoutAssetRef(`https://app.example/api/layouts/assets/${LAYOUT}/evil.svg`)).toBeNull();
    expect(layoutAssetRef(`https://app.example/api/account/avatar/${LAYOUT}/${file}`)).toBeNull();
    expect(layoutAssetRef("not a url")).toBeNull();
  });

  it("map an upload URL to storage only on one of our own origins", () => {
    expect(ownLayoutAssetKey(url, ["https://app.example"])).toBe(`layout-assets/${LAYOUT}/${file}`);
    expect(ownLayoutAssetKey(url, ["http://localhost:3000"])).toBeNull();
    expect(ownLayoutAssetKey(url.replace("app.example", "evil.example"), ["https://app.example"])).toBeNull();
  });
});
