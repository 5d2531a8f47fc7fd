import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import {
  ASSET_SIZES_MAX_URLS,
  LAYOUT_ASSET_BAD_TYPE_MESSAGE,
  LAYOUT_ASSET_MAX_BYTES,
  LAYOUT_ASSET_SVG_MESSAGE,
  LAYOUT_ASSET_TOO_LARGE_MESSAGE,
  type LayoutAssetResponse,
} from "@layoutlift/core/contract/layout-assets";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app.ts";
import { solidPng } from "../helpers/png.ts";
import { hashedAssetPath } from "./export-asset-server.ts";

/** A complete 1×1 lossless WebP file. */
const WEBP = Uint8Array.from([
  0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11,
  0x11, 0x88, 0x88, 0xfe, 0x07, 0,
]);

function imageForm(bytes: Uint8Array, name: string, type: string, field = "file"): FormData {
  const form = new FormData();
  form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

describe("layout images API (upload, public file, sizes, zip export)", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp["signIn"]>>;
  let other: Awaited<ReturnType<TestApp["signIn"]>>;
  let layoutId: string;
  let othersLayoutId: string;
  let images: Server;
  let imageOrigin: string;
  const remotePng = solidPng(120, 63);

  beforeAll(async () => {
    images = createServer((req, res) => {
      if (req.url === "/photo.png") {
        res.writeHead(200, { "content-type": "image/png", "content-length": remotePng.byteLength }).end(req.method === "HEAD" ? undefined : remotePng);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => images.listen(0, "127.0.0.1", ok));
    imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;

    t = await createTestApp("pglite");
    // A starter (trial) user: editing, and so uploading, is on every plan.
    owner = await t.signIn({ email: "owner@example.test" });
    other = await t.signIn({ email: "other@example.test" });
    const db = t.runtime.deps.db;
    const insert = async (userId: string, html: string) =>
      (await db.insert(layouts).values({ userId, url: `${imageOrigin}/page`, title: "Shop", status: "done", extractedHtml: html, extractedCss: "" }).returning())[0].id;
    layoutId = await insert(owner.user.id, `<main><img src="${imageOrigin}/photo.png" alt="photo"><img src="data:image/png;base64,iVBORw0KGgo="></main>`);
    othersLayoutId = await insert(other.user.id, "<p>mine</p>");
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((ok) => (images ? images.close(() => ok()) : ok()));
  });

  const upload = (id: string, form: FormData, cookie: string | undefined = owner.cookie) => t.request(`/api/layouts/${id}/assets`, { method: "POST", cookie, body: form });
  const sizes = (id: string, urls: unknown, cookie = owner.cookie) => t.request(`/api/layouts/${id}/assets/sizes`, { method: "POST", cookie, json: { urls } });

  it("stores an uploaded PNG and serves it publicly, cached for good, as an inert image", async () => {
    const bytes = solidPng(40, 30);
    const res = await upload(layoutId, imageForm(bytes, "hero.png", "image/png"));
    expect(res.status).toBe(201);
    const body = (await res.json()) as LayoutAssetResponse;
    // Absolute on the origin the page is on, so the canvas iframe (and an exported page) can load it.
    // The uploader's file name follows 128 random bits, so the panel shows it and nobody can guess the address.
    expect(body.url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/layouts/assets/${layoutId}/[0-9a-f]{32}-hero\\.png$`));
    expect(body).toMatchObject({ contentType: "image/png", bytes: bytes.byteLength });

    // No cookie: the sandboxed canvas and exported pages send none.
    const served = await t.request(new URL(body.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("accepts WebP, named by its bytes rather than by the file name", async () => {
    const res = await upload(layoutId, imageForm(WEBP, "photo.png", "image/png"));
    expect(res.status).toBe(201);
    const { url, contentType } = (await res.json()) as LayoutAssetResponse;
    expect(contentType).toBe("image/webp");
    expect(url).toMatch(/\.webp$/);
    expect((await t.request(new URL(url).pathname)).headers.get("content-type")).toBe("image/webp");
  });

  it("refuses an image over 5 MB with 413 and says the limit", async () => {
    const big = new Uint8Array(LAYOUT_ASSET_MAX_BYTES + 1024);
    big.set(solidPng(2, 2));
    const res = await upload(layoutId, imageForm(big, "big.png", "image/png"));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: LAYOUT_ASSET_TOO_LARGE_MESSAGE });
  });

  it("refuses SVG (active content) and files that are not images with 415, and a missing file with 400", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>');
    const svgRes = await upload(layoutId, imageForm(svg, "logo.svg", "image/svg+xml"));
    expect(svgRes.status).toBe(415);
    expect(await svgRes.json()).toEqual({ message: LAYOUT_ASSET_SVG_MESSAGE });

    const text = await upload(layoutId, imageForm(new TextEncoder().encode("%PDF-1.7 not a picture"), "cv.png", "image/png"));
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: LAYOUT_ASSET_BAD_TYPE_MESSAGE });

    const wrongField = await upload(layoutId, imageForm(solidPng(2, 2), "a.png", "image/png", "image"));
    expect(wrongField.status).toBe(400);
    expect((await wrongField.json()).message).toMatch(/field named 'file'/);
    const json = await t.request(`/api/layouts/${layoutId}/assets`, { method: "POST", cookie: owner.cookie, json: { file: "x" } });
    expect(json.status).toBe(400);
  });

  it("answers 404 for someone else's layout (as for a missing one) and 401 without a session", async () => {
    const res = await upload(othersLayoutId, imageForm(solidPng(2, 2), "a.png", "image/png"));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Layout not found" });
    expect((await upload("00000000-0000-4000-8000-000000000000", imageForm(solidPng(2, 2), "a.png", "image/png"))).status).toBe(404);
    expect((await upload(layoutId, imageForm(solidPng(2, 2), "a.png", "image/png"), "")).status).toBe(401);
    expect((await sizes(othersLayoutId, ["https://cdn.example/a.png"])).status).toBe(404);
  });

  it("serves only files that exist under names it hands out", async () => {
    expect((await t.request(`/api/layouts/assets/${layoutId}/${"0".repeat(32)}.png`)).status).toBe(404);
    expect((await t.request(`/api/layouts/assets/${layoutId}/..%2F..%2Fsecret.png`)).status).toBe(404);
    expect((await t.request(`/api/layouts/assets/not-a-layout/${"0".repeat(32)}.png`)).status).toBe(404);
  });

  it("reports the size of a loopback-served image the layout uses, and of its own upload before it is saved", async () => {
    const uploaded = (await (await upload(layoutId, imageForm(solidPng(8, 8), "new.png", "image/png"))).json()) as LayoutAssetResponse;
    const photo = `${imageOrigin}/photo.png`;
    const res = await sizes(layoutId, [photo, uploaded.url]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sizes: {
        [photo]: { bytes: remotePng.byteLength, contentType: "image/png" },
        [uploaded.url]: { bytes: uploaded.bytes, contentType: "image/png" },
      },
    });
  });

  it("refuses addresses the layout does not use (never an open proxy) and malformed requests", async () => {
    const notUsed = await sizes(layoutId, [`${imageOrigin}/photo.png`, `${imageOrigin}/secret-admin`]);
    expect(notUsed.status).toBe(400);
    expect((await notUsed.json()).message).toMatch(/Only images this layout uses can be measured.*secret-admin/);
    expect((await sizes(layoutId, [])).status).toBe(400);
    expect((await sizes(layoutId, "https://cdn.example/a.png")).status).toBe(400);
    const tooMany = await sizes(layoutId, Array.from({ length: ASSET_SIZES_MAX_URLS + 1 }, (_, i) => `${imageOrigin}/photo.png?${i}`));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toMatch(/at most 100/);
  });

  it("packs an uploaded image into a zip export from storage (nothing listens on the app URL here)", async () => {
    const db = t.runtime.deps.db;
    await db.insert(subscriptions).values({ userId: owner.user.id, tier: "pro", status: "active" });
    const bytes = solidPng(33, 11);
    const { url } = (await (await upload(layoutId, imageForm(bytes, "zip.png", "image/png"))).json()) as LayoutAssetResponse;
    const res = await t.request(`/api/layouts/${layoutId}/export`, {
      method: "POST",
      cookie: owner.cookie,
      json: { format: "zip", html: `<main><img src="${url}" alt="uploaded"></main>`, css: `main { background: url(${url}) }` },
    });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const name = hashedAssetPath(bytes, ".png");
    expect(zip[name]).toEqual(bytes);
    expect(strFromU8(zip["index.html"])).toContain(`src="${name}"`);
    expect(strFromU8(zip["README.md"])).not.toContain(url);
  });

  it("gives a duplicate its own copies of the uploads it uses, and deleting a layout deletes its uploads only", async () => {
    const db = t.runtime.deps.db;
    const [source] = await db.insert(layouts).values({ userId: owner.user.id, url: `${imageOrigin}/page`, title: "Shop", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" }).returning();
    const { url } = (await (await upload(source.id, imageForm(solidPng(20, 10), "a.png", "image/png"))).json()) as LayoutAssetResponse;
    const saved = await t.request(`/api/layouts/${source.id}`, { method: "PATCH", cookie: owner.cookie, json: { editedHtml: `<img src="${url}" alt="a">`, editedCss: `.b{background:url("${url}")}`, version: 1 } });
    expect(saved.status).toBe(200);

    const dup = await t.request(`/api/layouts/${source.id}/duplicate`, { method: "POST", cookie: owner.cookie });
    expect(dup.status).toBe(201);
    const copy = (await dup.json()) as { id: string; editedHtml: string; editedCss: string };
    const copied = url.replace(`/assets/${source.id}/`, `/assets/${copy.id}/`);
    expect(copy.editedHtml).toBe(`<img src="${copied}" alt="a">`);
    expect(copy.editedCss).toContain(copied);
    const path = (u: string) => new URL(u).pathname;
    expect((await t.request(path(copied))).status).toBe(200);

    expect((await t.request(`/api/layouts/${source.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    expect((await t.request(path(url))).status).toBe(404);
    const still = await t.request(path(copied));
    expect(still.status).toBe(200);
    expect(new Uint8Array(await still.arrayBuffer())).toEqual(solidPng(20, 10));
  });
});
