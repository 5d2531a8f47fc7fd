import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { useHostileBrowser } from "../helpers/hostile-browser.ts";
import type { CanaryServer } from "../helpers/canary-server.ts";
import { hostileAssets, hostileAssetsPage } from "../fixtures/hostile/assets/hostile-assets.ts";
import { fetchAsset } from "./export-asset-server.ts";

/**
 * A page whose "images" are an SVG with scripts and foreignObject handlers, HTML, XHTML, JavaScript, JSON, HTML named
 * .jpg, and data: SVGs (one large enough to be written out). The zip is exported through the real download path, then
 * every file under each project's public/, the root assets/ and the WordPress theme is opened directly in Chromium,
 * served from loopback with the MIME type of its extension, as the customer's static host would: no script runs.
 * The hostile originals opened the same way do run (the control), so the recorder would see it if one got through.
 */
const MIME: Record<string, string> = {
  svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp", avif: "image/avif",
  woff: "font/woff", woff2: "font/woff2", ttf: "font/ttf", otf: "font/otf", html: "text/html", htm: "text/html",
  xhtml: "application/xhtml+xml", js: "text/javascript", mjs: "text/javascript", json: "application/json", css: "text/css",
  md: "text/markdown", txt: "text/plain",
};
const SAFE_ASSET = /\/(image|font)-[0-9a-f]{12}\.(png|jpg|gif|webp|avif|svg|woff2?|ttf|otf)$/;

describe("assets a hostile page references", { timeout: 180_000 }, () => {
  const hostile = useHostileBrowser();
  let server: CanaryServer;
  let zip: Record<string, Uint8Array>;

  beforeAll(async () => {
    server = hostile.server;
    for (const asset of hostileAssets(server.origin)) server.serve(asset.path, asset.body, asset.contentType);
    const page = hostileAssetsPage(server.origin, server.origin);
    zip = unzipSync((await exportLayout("zip", { ...page, title: "Assets" }, { fetchAsset })).body);
  }, 60_000);

  /** Opens one file served with its extension's MIME type; returns the payloads that ran (console and requests). */
  async function open(path: string, body: string | Uint8Array): Promise<string[]> {
    server.reset();
    const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1].toLowerCase() ?? "";
    const visit = await hostile.visit(`/opened${path}`, body, MIME[extension] ?? "application/octet-stream").catch((error: Error) => ({ ran: [], error: error.message }));
    // Wait for any payload's request to reach the recorder before reading it: one round trip to the server.
    await fetch(`${server.origin}/settled`).catch(() => undefined);
    return [...visit.ran, ...server.hits().map((h) => `request: ${h}`)];
  }

  it("the control: each hostile original, opened directly, runs its payload", async () => {
    const ran = new Map<string, number>();
    for (const asset of hostileAssets(server.origin)) ran.set(asset.path, (await open(asset.path, asset.body)).length);
    // JSON and a .js file are not documents a browser runs when opened; the rest are.
    for (const path of ["/files/drawing.svg", "/files/page.html", "/files/page.xhtml"]) expect(ran.get(path), path).toBeGreaterThan(0);
  });

  it("writes only images and fonts named by their content, and lists what it refused in the README", () => {
    const assets = Object.keys(zip).filter((p) => /^(assets|[a-z]+\/public\/assets|wordpress\/assets)\//.test(p));
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) expect(path).toMatch(SAFE_ASSET);
    // The real PNG, the script-free copy of the SVG file and the large data: SVG; nothing else.
    expect(new Set(Object.keys(zip).filter((p) => p.startsWith("assets/")).map((p) => p.split(".").pop())).size).toBeLessThanOrEqual(2);
    expect(Object.keys(zip).filter((p) => p.startsWith("assets/")).length).toBe(3);
    const readme = strFromU8(zip["README.md"]);
    for (const path of ["/files/page.html", "/files/page.xhtml", "/files/code.js", "/files/data.json", "/files/photo.jpg"]) expect(readme).toContain(`${server.origin}${path}`);
    for (const [path, body] of Object.entries(zip)) {
      if (path.endsWith(".svg")) expect(strFromU8(body), path).not.toMatch(/<script|\son\w+=|foreignObject|javascript:|data:|<!DOCTYPE|<!ENTITY|127\.0\.0\.1/i);
      else if (/\.(html|jsx|tsx|vue|css|php)$/.test(path)) expect(strFromU8(body), path).not.toMatch(/onload=|onerror=|foreignObject|javascript:/i);
    }
  });

  it("runs nothing when every file of the projects' public/, the assets and the theme is opened directly", async () => {
    const served: string[] = [];
    const ran: string[] = [];
    // Each project carries the same files: the same bytes under the same extension are opened once (same result).
    const opened = new Map<string, string>();
    for (const [path, body] of Object.entries(zip)) {
      // PHP is run by WordPress, not served (export-hostile.test.ts runs the theme's templates).
      if (!/^(assets\/|[a-z]+\/public\/|wordpress\/)/.test(path) || path.endsWith(".php")) continue;
      served.push(path);
      const key = `${path.split(".").pop()}:${createHash("sha256").update(body).digest("hex")}`;
      if (opened.has(key)) continue;
      opened.set(key, path);
      ran.push(...(await open(`/${path}`, body)).map((r) => `${path}: ${r}`));
    }
    // public/ of all five projects (react, vue, nextjs, svelte, astro), the root assets and the theme.
    for (const project of ["react", "vue", "nextjs", "svelte", "astro"]) expect(served.some((p) => p.startsWith(`${project}/public/assets/`)), project).toBe(true);
    expect(served.length).toBeGreaterThanOrEqual(13);
    expect(opened.size).toBeGreaterThanOrEqual(4);
    expect(ran).toEqual([]);
  });
});
