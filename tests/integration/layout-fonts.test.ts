import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts } from "@layoutlift/core/db/schema/index";
import { layoutFontPath } from "@layoutlift/core/contract/layout-fonts";
import { FONT_FETCHES_PER_USER, FONT_LAYOUT_COLUMNS, FONT_NOT_IN_LAYOUT, FONT_TOO_LARGE, FONT_UNAVAILABLE, NOT_A_FONT } from "@layoutlift/core/layouts/layout-font";
import { layoutColumnsFor } from "@layoutlift/core/layouts/layout-access";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { startPagesSite, type PagesSite } from "../helpers/pages-site.ts";

// GET /api/layouts/:id/font?url=…: the fonts a layout's stylesheet loads, read through LayoutLift for the editor's
// canvas (a page's own fonts usually come without CORS headers). Real HTTP on loopback, the app's own egress rules.
const FONT = readFileSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");

describe("a layout's fonts for the editor's canvas", { timeout: 120_000 }, () => {
  let t: TestApp;
  let site: PagesSite;
  let owner: Awaited<ReturnType<TestApp["signIn"]>>;
  let stranger: Awaited<ReturnType<TestApp["signIn"]>>;
  let id: string;
  const font = (path: string) => `${site.origin}${path}`;

  beforeAll(async () => {
    site = await startPagesSite({
      pages: { "/": "<h1>Home</h1>" },
      files: {
        "/fonts/brand.ttf": { type: "font/ttf", body: FONT },
        "/fonts/plain.woff2": { type: "application/octet-stream", body: FONT },
        "/fonts/not-listed.ttf": { type: "font/ttf", body: FONT },
        "/img/photo.png": { type: "image/png", body: "not a font" },
        // A browser takes the last type of a list: served as written this is an HTML page on LayoutLift's origin.
        "/fonts/listed-type.ttf": { type: "font/ttf, text/html", body: FONT },
        "/fonts/page.woff2": { type: "font/woff2", body: "<script>parent.alert(document.cookie)</script>" },
        "/fonts/huge.ttf": { type: "font/ttf", body: Buffer.concat([FONT, Buffer.alloc(5 * 1024 * 1024)]) },
      },
      robots: "",
    });
    t = await createTestApp("pglite");
    owner = await t.signIn({ email: "fonts-owner@example.test" });
    stranger = await t.signIn({ email: "fonts-stranger@example.test" });
    const css = [
      `@font-face { font-family: Brand; src: url("${font("/fonts/brand.ttf")}") format("truetype"); }`,
      `@font-face { font-family: Plain; src: url(/fonts/plain.woff2) format("woff2"); }`,
      `.hero { font-family: Brand; background: url("${font("/img/photo.png")}"); }`,
      `@font-face { font-family: Listed; src: url(/fonts/listed-type.ttf); }`,
      `@font-face { font-family: Page; src: url(/fonts/page.woff2); }`,
      `@font-face { font-family: Huge; src: url(/fonts/huge.ttf); }`,
      `@font-face { font-family: Gone; src: url(/fonts/gone.ttf); }`,
      // Not loopback: refused by the egress rules before any lookup or connection (EXTRACT_LOOPBACK_ONLY in tests).
      `@font-face { font-family: Elsewhere; src: url(http://fonts.example.test/e.ttf); }`,
    ].join("\n");
    [{ id }] = await t.runtime.deps.db
      .insert(layouts)
      .values({ userId: owner.user.id, url: `${site.origin}/`, title: "Fonts", status: "done", extractedHtml: '<h1 class="hero">Hi</h1>', extractedCss: css })
      .returning();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  it("serves a font the stylesheet loads, same-origin, as the font it is (a relative address against the page)", async () => {
    const res = await t.request(layoutFontPath(id, font("/fonts/brand.ttf")), { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("font/ttf");
    expect(res.headers.get("cache-control")).toBe("private, max-age=86400");
    expect(Buffer.from(await res.arrayBuffer()).equals(FONT)).toBe(true);
    // Served as octet-stream by its site (and named .woff2): served here as the TrueType file its bytes are.
    const plain = await t.request(layoutFontPath(id, font("/fonts/plain.woff2")), { cookie: owner.cookie });
    expect([plain.status, plain.headers.get("content-type")]).toEqual([200, "font/ttf"]);
  });

  it("serves a font as the type its bytes are, never the site's header, and never markup claimed as a font", async () => {
    const listed = await t.request(layoutFontPath(id, font("/fonts/listed-type.ttf")), { cookie: owner.cookie });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("content-type")).toBe("font/ttf");
    expect(listed.headers.get("x-content-type-options")).toBe("nosniff");
    expect(listed.headers.get("content-disposition")).toBe("attachment");
    expect(listed.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    const page = await t.request(layoutFontPath(id, font("/fonts/page.woff2")), { cookie: owner.cookie });
    expect({ status: page.status, body: await page.json() }).toEqual({ status: 415, body: { message: NOT_A_FONT } });
  });

  it("says why a listed font could not be read, with the status that fits", async () => {
    const huge = await t.request(layoutFontPath(id, font("/fonts/huge.ttf")), { cookie: owner.cookie });
    expect({ status: huge.status, body: await huge.json() }).toEqual({ status: 413, body: { message: FONT_TOO_LARGE } });
    const gone = await t.request(layoutFontPath(id, font("/fonts/gone.ttf")), { cookie: owner.cookie });
    expect({ status: gone.status, body: await gone.json() }).toEqual({ status: 404, body: { message: FONT_UNAVAILABLE } });
    const elsewhere = await t.request(layoutFontPath(id, "http://fonts.example.test/e.ttf"), { cookie: owner.cookie });
    expect(elsewhere.status).toBe(403);
  });

  it("is no open proxy: only the layout's own fonts, only fonts, only for who may view the layout", async () => {
    const before = site.requests.length;
    const notListed = await t.request(layoutFontPath(id, font("/fonts/not-listed.ttf")), { cookie: owner.cookie });
    expect({ status: notListed.status, body: await notListed.json() }).toEqual({ status: 404, body: { message: FONT_NOT_IN_LAYOUT } });
    // Never even asked for.
    expect(site.requests.slice(before)).toEqual([]);
    const image = await t.request(layoutFontPath(id, font("/img/photo.png")), { cookie: owner.cookie });
    expect({ status: image.status, body: await image.json() }).toEqual({ status: 415, body: { message: NOT_A_FONT } });
    expect((await t.request(layoutFontPath(id, font("/fonts/brand.ttf")), { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(layoutFontPath(id, font("/fonts/brand.ttf")))).status).toBe(401);
    expect((await t.request(`/api/layouts/${id}/font`, { cookie: owner.cookie })).status).toBe(400);
  });

  it("reads only the stylesheet's columns of the layout, with the same access rules as every layout route", async () => {
    const db = t.runtime.deps.db;
    const read = await layoutColumnsFor(db, owner.user.id, id, "view", FONT_LAYOUT_COLUMNS);
    // A canvas asks for every font at once: none of those requests loads the markup or the document tree.
    expect(Object.keys(read).sort()).toEqual(["extractedCss", "editedCss", "id", "teamId", "url", "userId"].sort());
    expect(read.extractedCss).toContain("@font-face");
    await expect(layoutColumnsFor(db, stranger.user.id, id, "view", FONT_LAYOUT_COLUMNS)).rejects.toMatchObject({ status: 404 });
    await expect(layoutColumnsFor(db, owner.user.id, "not-a-uuid", "view", FONT_LAYOUT_COLUMNS)).rejects.toMatchObject({ status: 404 });
  });

  it("reads the stylesheet as it is now: one an extraction rewrote (no new version) lists its new fonts", async () => {
    expect((await t.request(layoutFontPath(id, font("/fonts/not-listed.ttf")), { cookie: owner.cookie })).status).toBe(404);
    const [row] = await t.runtime.deps.db.select().from(layouts).where(eq(layouts.id, id));
    // As a (retried) extraction saves its result: the stylesheet changes, the version does not.
    await t.runtime.deps.db
      .update(layouts)
      .set({ extractedCss: `${row.extractedCss}\n@font-face { font-family: Later; src: url(/fonts/not-listed.ttf); }` })
      .where(eq(layouts.id, id));
    const later = await t.request(layoutFontPath(id, font("/fonts/not-listed.ttf")), { cookie: owner.cookie });
    expect([later.status, later.headers.get("content-type")]).toEqual([200, "font/ttf"]);
  });

  it("downloads a few of a user's fonts at a time: the rest wait their turn (a slow site cannot hold the server's memory)", async () => {
    // A loopback site that holds every answer until the test lets them go, counting how many it holds at once.
    const held: (() => void)[] = [];
    let most = 0;
    const slow = createServer((_req, res) => {
      held.push(() => res.writeHead(200, { "content-type": "font/ttf" }).end(FONT));
      most = Math.max(most, held.length);
    });
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    try {
      const count = FONT_FETCHES_PER_USER + 4;
      const css = Array.from({ length: count }, (_v, i) => `@font-face { font-family: F${i}; src: url(/f${i}.ttf); }`).join("\n");
      const [{ id: many }] = await t.runtime.deps.db
        .insert(layouts)
        .values({ userId: owner.user.id, url: `${origin}/`, title: "Many fonts", status: "done", extractedHtml: "<p>x</p>", extractedCss: css })
        .returning();
      const answers = Promise.all(Array.from({ length: count }, (_v, i) => t.request(layoutFontPath(many, `${origin}/f${i}.ttf`), { cookie: owner.cookie })));
      // Let the answers go one at a time once the site holds as many as it will be asked for at once.
      for (let answered = 0; answered < count; answered++) {
        const deadline = Date.now() + 20_000;
        while (held.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        await new Promise((r) => setTimeout(r, 150));
        held.shift()?.();
      }
      expect(most).toBe(FONT_FETCHES_PER_USER);
      expect((await answers).map((r) => r.status)).toEqual(Array(count).fill(200));
    } finally {
      held.forEach((go) => go());
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});
