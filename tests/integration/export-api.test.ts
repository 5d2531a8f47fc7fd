import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { PNG } from "pngjs";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import { EXPORT_LOCKED, TAILWIND_LOCKED } from "@layoutlift/core/plans/entitlements";
import { exportFormats } from "@layoutlift/core/contract/export";
import { formatDefinition } from "@layoutlift/core/export/formats/registry";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";
import { hashedAssetPath } from "./export-asset-server.ts";
import { BUILD_AT_RULES_HTML, buildAtRulesCss, FORBIDDEN_AT_RULES, writeBuildPayloads } from "../fixtures/hostile/build-time/at-rules.ts";

const CONTENT_TYPES: Record<string, RegExp> = {
  html: /^text\/html/, react: /^text\/javascript/, vue: /^text\/x-vue/, nextjs: /^text\/x-typescript/,
  wordpress: /^application\/x-php/, wix: /^text\/html/, squarespace: /^text\/html/, zip: /^application\/zip$/,
};

describe.each(await dbTargets())("export API on %s", (target) => {
  let t: TestApp;
  let starter: Awaited<ReturnType<TestApp["signIn"]>>;
  let pro: Awaited<ReturnType<TestApp["signIn"]>>;
  let starterLayout: string;
  let proLayout: string;
  let images: Server;
  let imageUrl: string;
  const imageBytes = PNG.sync.write(Object.assign(new PNG({ width: 2, height: 2 }), {}));

  beforeAll(async () => {
    images = createServer((req, res) => {
      if (req.url === "/logo.png") res.writeHead(200, { "content-type": "image/png" }).end(imageBytes);
      else res.writeHead(404).end();
    });
    await new Promise<void>((ok) => images.listen(0, "127.0.0.1", ok));
    imageUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/logo.png`;
    t = await createTestApp(target);
    const db = t.runtime.deps.db;
    starter = await t.signIn({ email: "starter@example.test" });
    pro = await t.signIn({ email: "pro@example.test" });
    await db.insert(subscriptions).values({ userId: pro.user.id, tier: "pro", status: "active" });
    const insert = async (userId: string) =>
      (await db.insert(layouts).values({ userId, url: "https://example.com/", title: "Example", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" }).returning())[0].id;
    starterLayout = await insert(starter.user.id);
    proLayout = await insert(pro.user.id);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((ok) => (images ? images.close(() => ok()) : ok()));
  });

  const body = (format: string) => ({
    format,
    html: `<main><h1 style="color: rgb(200, 0, 0)">Edited title</h1><img src="${imageUrl}" alt="logo"><button onclick="steal()">Go</button><script>steal()</script><a href="javascript:steal()">x</a></main>`,
    css: "h1 { font-size: 40px }",
  });
  const post = (id: string, cookie: string | undefined, json: unknown) => t.request(`/api/layouts/${id}/export`, { method: "POST", cookie, json });

  it("lets a starter user export html, with the edits and inline styles kept and scripts stripped", async () => {
    const res = await post(starterLayout, starter.cookie, body("html"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8$/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="layout.html"');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<h1 style="color: rgb(200, 0, 0)">Edited title</h1>');
    expect(html).toContain("font-size: 40px;");
    expect(html).toContain("<title>Example</title>");
    expect(html).not.toMatch(/<script|onclick|javascript:/);
  });

  it("refuses every other format to a starter user with 402 and the upgrade message", async () => {
    for (const format of ["react", "zip"]) {
      const res = await post(starterLayout, starter.cookie, body(format));
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({ message: EXPORT_LOCKED });
    }
  });

  it("refuses Tailwind classes to a starter user with 402 (a Pro export option), plain CSS stays", async () => {
    const query = (css: string) => t.request(`/api/layouts/${starterLayout}/export?css=${css}`, { method: "POST", cookie: starter.cookie, json: body("html") });
    const tailwind = await query("tailwind");
    expect(tailwind.status).toBe(402);
    expect(await tailwind.json()).toEqual({ message: TAILWIND_LOCKED });
    expect(TAILWIND_LOCKED).toContain(EXPORT_LOCKED);
    expect((await query("plain")).status).toBe(200);
    const me = await t.request("/api/auth/user", { cookie: starter.cookie });
    expect((await me.json()).features.cssFlavours).toEqual(["plain"]);
    const proMe = await t.request("/api/auth/user", { cookie: pro.cookie });
    expect((await proMe.json()).features.cssFlavours).toEqual(["plain", "tailwind"]);
  });

  it("gives a pro user every format with the spec's file name and a fitting content type", async () => {
    for (const format of exportFormats) {
      const res = await post(proLayout, pro.cookie, body(format));
      expect(res.status, format).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${formatDefinition(format).filename}"`);
      expect(res.headers.get("content-type")).toMatch(CONTENT_TYPES[format]);
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (format === "zip") {
        const zip = unzipSync(bytes);
        // The image on loopback came through the SSRF-safe fetch (EXTRACT_ALLOW_PRIVATE is on in tests).
        const logo = hashedAssetPath(imageBytes, ".png");
        expect(Buffer.from(zip[logo]).equals(imageBytes)).toBe(true);
        expect(strFromU8(zip["index.html"])).toContain(`src="${logo}"`);
      } else {
        const text = new TextDecoder().decode(bytes);
        expect(text, format).toContain("Edited title");
        expect(text, format).not.toMatch(/<script|onclick|javascript:/);
      }
    }
  });

  it("answers 400 for an unknown format or a malformed body", async () => {
    const unknown = await post(proLayout, pro.cookie, { ...body("html"), format: "pdf" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toMatch(/Unknown export format/);
    const missing = await post(proLayout, pro.cookie, { format: "html", css: "" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toMatch(/html/);
  });

  it("writes Tailwind utilities with ?css=tailwind for html, react, nextjs, vue and the zip's projects, and refuses other formats or flavours with 400", async () => {
    const json = (format: string) => ({ format, html: '<main><h1 class="big" onclick="steal()">Edited title</h1></main>', css: ".big { font-size: 40px; display: flex }" });
    const tailwind = (format: string, query = "?css=tailwind") =>
      t.request(`/api/layouts/${proLayout}/export${query}`, { method: "POST", cookie: pro.cookie, json: json(format) });
    for (const format of ["html", "react", "nextjs", "vue"]) {
      const res = await tailwind(format);
      expect(res.status, format).toBe(200);
      const text = await res.text();
      // The rule mapped entirely, so its class gave way to the utilities; the compiled CSS defines them.
      expect(text, format).toMatch(/(class|className)="text-\[40px\] flex"/);
      expect(text, format).toContain("font-size: 40px;");
      expect(text, format).toContain("tailwindcss v4");
      expect(text, format).not.toMatch(/<script|onclick|javascript:|\.big/);
    }
    // The zip's projects are Tailwind projects: the stylesheet a real .css file, Tailwind in the build.
    const zip = await tailwind("zip");
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(strFromU8(files["react/src/index.css"])).toMatch(/^@import "tailwindcss\/theme\.css" layer\(theme\);/);
    expect(strFromU8(files["react/src/App.jsx"])).toMatch(/className="text-\[40px\] flex"/);
    const wordpress = await tailwind("wordpress");
    expect(wordpress.status).toBe(400);
    expect((await wordpress.json()).message).toBe("Tailwind output is available for html, react, nextjs, vue, zip.");
    const bad = await tailwind("html", "?css=bootstrap");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/css must be plain or tailwind/);
  });

  it("imports no module a user's Tailwind export names (@plugin, @config), through the export thread", async () => {
    const payloads = writeBuildPayloads(mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), "export-api-at-rules-")));
    try {
      // Tailwind is a Pro export option: the Pro user's export goes through the same thread.
      const res = await t.request(`/api/layouts/${proLayout}/export?css=tailwind`, {
        method: "POST",
        cookie: pro.cookie,
        json: { format: "html", html: BUILD_AT_RULES_HTML, css: buildAtRulesCss(payloads) },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain("Build-time payloads stay out");
      expect(text).not.toMatch(FORBIDDEN_AT_RULES);
      expect(payloads.markers()).toEqual([]);
    } finally {
      rmSync(payloads.dir, { recursive: true, force: true });
    }
  });

  it("hides other users' layouts and malformed ids behind 404, and wants a session", async () => {
    const theirs = await post(starterLayout, pro.cookie, body("html"));
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ message: "Layout not found" });
    expect((await post("not-a-uuid", pro.cookie, body("html"))).status).toBe(404);
    expect((await post(proLayout, undefined, body("html"))).status).toBe(401);
  });

  it("answers 422 with a message when the CSS cannot be read", async () => {
    const res = await post(proLayout, pro.cookie, { ...body("vue"), css: "h1 { color: red" });
    expect(res.status).toBe(422);
    expect((await res.json()).message).toMatch(/CSS could not be read/);
  });
});
