import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFsStorage } from "../storage/fs-storage.ts";
import { measureAssetSizes, NOT_IN_LAYOUT_MESSAGE } from "./asset-sizes.ts";
import { saveLayoutAsset } from "./layout-assets.ts";
import { PNG } from "pngjs";

const LAYOUT = "0b0c0d0e-1111-4222-8333-444455556666";
const APP = "http://127.0.0.1:3999";
// Tests reach loopback only (DEVELOPERS.md): the same policy the test configuration gives the app.
const policy = { allowPrivate: true, loopbackOnly: true };

describe("measureAssetSizes", () => {
  const dir = mkdtempSync(join(tmpdir(), "asset-sizes-"));
  const storage = createFsStorage(dir);
  const heads: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === "HEAD") heads.push(req.url ?? "");
    const body = Buffer.alloc(req.url === "/big.jpg" ? 84 * 1024 : 1234, 7);
    if (req.url === "/plain.png") res.writeHead(200, { "content-type": "image/png; charset=binary", "content-length": body.length }).end(req.method === "HEAD" ? undefined : body);
    else if (req.url === "/big.jpg") res.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(req.method === "HEAD" ? undefined : body);
    // Some servers refuse HEAD; the size is then counted from a GET.
    else if (req.url === "/no-head.webp") {
      if (req.method === "HEAD") res.writeHead(405).end();
      else res.writeHead(200, { "content-type": "image/webp" }).end(body);
    } else res.writeHead(404).end();
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
    rmSync(dir, { recursive: true, force: true });
  });

  const layoutWith = (html: string, css = "") => ({
    id: LAYOUT,
    url: `${origin}/page/`,
    editedHtml: html,
    extractedHtml: "<p>old</p>",
    editedCss: css,
    extractedCss: "",
  });

  it("asks each image's server with HEAD, counts a GET where HEAD is refused, and says null when it cannot know", async () => {
    const layout = layoutWith(
      `<img src="${origin}/plain.png"><img src="../big.jpg"><img src="${origin}/no-head.webp"><img src="${origin}/gone.png">`,
    );
    const urls = [`${origin}/plain.png`, `${origin}/big.jpg`, `${origin}/no-head.webp`, `${origin}/gone.png`, `${origin}/plain.png`];
    const { sizes } = await measureAssetSizes({ layout, urls, storage, policy, ownOrigins: [APP] });
    expect(sizes).toEqual({
      [`${origin}/plain.png`]: { bytes: 1234, contentType: "image/png" },
      [`${origin}/big.jpg`]: { bytes: 84 * 1024, contentType: "image/jpeg" },
      [`${origin}/no-head.webp`]: { bytes: 1234, contentType: "image/webp" },
      [`${origin}/gone.png`]: { bytes: null, contentType: null },
    });
    // Asked twice, fetched once.
    expect(heads.filter((u) => u === "/plain.png")).toHaveLength(1);
  });

  it("refuses any address the layout does not load, before fetching anything", async () => {
    const before = heads.length;
    const layout = layoutWith(`<img src="${origin}/plain.png"><a href="${origin}/big.jpg">link</a>`);
    const refused = measureAssetSizes({ layout, urls: [`${origin}/plain.png`, `${origin}/big.jpg`, "http://169.254.169.254/latest"], storage, policy, ownOrigins: [APP] });
    await expect(refused).rejects.toMatchObject({ status: 400, message: expect.stringContaining(NOT_IN_LAYOUT_MESSAGE) });
    await expect(refused).rejects.toMatchObject({ details: { urls: [`${origin}/big.jpg`, "http://169.254.169.254/latest"] } });
    expect(heads.length).toBe(before);
  });

  it("reads our own uploads from storage: this layout's even before it is saved, another's only when used", async () => {
    const bytes = new Uint8Array(PNG.sync.write(new PNG({ width: 4, height: 4 })));
    const mine = await saveLayoutAsset(storage, { layoutId: LAYOUT, bytes, origin: APP });
    const other = await saveLayoutAsset(storage, { layoutId: "aaaaaaaa-1111-4222-8333-444455556666", bytes, origin: APP });
    const layout = layoutWith("<p>nothing saved yet</p>");
    const { sizes } = await measureAssetSizes({ layout, urls: [mine.url], storage, policy, ownOrigins: [APP] });
    expect(sizes[mine.url]).toEqual({ bytes: bytes.byteLength, contentType: "image/png" });
    await expect(measureAssetSizes({ layout, urls: [other.url], storage, policy, ownOrigins: [APP] })).rejects.toMatchObject({ status: 400 });
    const using = layoutWith(`<img src="${other.url}">`);
    expect((await measureAssetSizes({ layout: using, urls: [other.url], storage, policy, ownOrigins: [APP] })).sizes[other.url].bytes).toBe(bytes.byteLength);
    // The same path on a foreign origin is not ours: it is neither read from storage nor accepted unsaved.
    const foreign = mine.url.replace(APP, origin);
    await expect(measureAssetSizes({ layout, urls: [foreign], storage, policy, ownOrigins: [APP] })).rejects.toMatchObject({ status: 400 });
  });
});
