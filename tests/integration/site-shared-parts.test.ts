import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { layoutVersions } from "@layoutlift/core/db/schema/index";
import type { SitePartsResponse } from "@layoutlift/core/contract/site-parts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { storeSite } from "../helpers/stored-site.ts";

// Editing a site's shared header/footer once (issue 27, item 5): a site stored as the crawl stores it, three pages
// in two folders, each with the navbar marking its own page active; no browser needed.
const ORIGIN = "https://harbor.example";
const header = (active: "home" | "about" | "post") =>
  `<header class="site-header"><nav class="nav">` +
  `<a class="nav-link${active === "home" ? " active" : ""}"${active === "home" ? ' aria-current="page"' : ""} href="${ORIGIN}/">Home</a>` +
  `<a class="nav-link${active === "about" ? " active" : ""}"${active === "about" ? ' aria-current="page"' : ""} href="${ORIGIN}/about.html">About</a>` +
  `<img class="logo" src="${active === "post" ? "../" : ""}img/logo.png" alt="Harbor"></nav></header>`;
const footer = `<footer class="site-footer"><p class="fine">© 2026 Harbor &amp; Pine</p></footer>`;
const CSS = `.site-header { background: #ffffff; }\n.nav-link { color: #333333; }\n.site-footer { padding: 8px; }\n.hero { font-size: 40px; }\n@media (max-width: 600px) { .nav-link { display: block; } }`;
const PAGES = [
  { url: `${ORIGIN}/`, route: "/", active: "home", main: "Welcome home" },
  { url: `${ORIGIN}/about.html`, route: "/about", active: "about", main: "About us" },
  { url: `${ORIGIN}/blog/first-harvest.html`, route: "/blog/first-harvest", active: "post", main: "First harvest" },
] as const;

describe("editing a site's shared parts once", { timeout: 120_000 }, () => {
  let t: TestApp;
  let cookie: string;
  let siteId: string;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.runtime.worker?.stop();
    const owner = await t.signIn();
    cookie = owner.cookie;
    const db = t.runtime.deps.db;
    ({ siteId, ids } = await storeSite(
      db,
      owner.user.id,
      PAGES.map((page) => ({ url: page.url, route: page.route, title: page.main, html: `${header(page.active)}\n<main class="hero">${page.main}</main>\n${footer}` })),
      CSS,
    ));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const layout = async (id: string) => (await t.request(`/api/layouts/${id}`, { cookie })).json() as Promise<{ editedHtml: string | null; extractedHtml: string; editedCss: string | null; version: number }>;
  const parts = async (id: string) => (await (await t.request(`/api/layouts/${id}/site-parts`, { cookie })).json()) as SitePartsResponse;
  const save = (id: string, body: object) => t.request(`/api/layouts/${id}`, { method: "PATCH", cookie, json: body });

  it("lists the page's shared parts with the pages that share them", async () => {
    const home = await parts(ids[0]);
    expect(home.siteId).toBe(siteId);
    expect(home.parts.map((p) => [p.name, p.elementIndex, p.detached, p.sharedWith.map((s) => s.route)])).toEqual([
      ["SiteHeader", 0, false, ["/about", "/blog/first-harvest"]],
      ["SiteFooter", 2, false, ["/about", "/blog/first-harvest"]],
    ]);
    const stranger = await t.signIn();
    expect((await t.request(`/api/layouts/${ids[0]}/site-parts`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("an edit of the header on one page reaches every page, each keeping its own active link", async () => {
    const home = await layout(ids[0]);
    const editedHtml = home.extractedHtml.replace(">Home<", ">Start<").replace("</nav>", `<a class="nav-link" href="${ORIGIN}/contact.html">Contact</a></nav>`);
    const editedCss = CSS.replace("#ffffff", "#102030").replace("display: block", "display: flex");
    const res = await save(ids[0], { editedHtml, editedCss, version: home.version });
    expect(res.status).toBe(200);

    const about = await layout(ids[1]);
    expect(about.editedHtml).toContain(">Start<");
    expect(about.editedHtml).toContain(`href="${ORIGIN}/contact.html">Contact</a>`);
    expect(about.editedHtml).toContain(`<a class="nav-link active" href="${ORIGIN}/about.html" aria-current="page">About</a>`);
    expect(about.editedHtml).toContain(`<a class="nav-link" href="${ORIGIN}/">Start</a>`);
    expect(about.editedHtml).toContain("About us");
    expect(about.editedCss).toContain("#102030");
    expect(about.editedCss).toContain("display: flex");
    expect(about.editedCss).toContain(".hero { font-size: 40px; }");
    // The post lives in another folder: the logo's relative address is made absolute instead of breaking.
    const post = await layout(ids[2]);
    expect(post.editedHtml).toContain(`src="${ORIGIN}/img/logo.png"`);
    expect(post.editedHtml).not.toContain(" active");
    // Each changed page records the change in its own history.
    const versions = await t.runtime.deps.db.select().from(layoutVersions).where(eq(layoutVersions.layoutId, ids[1]));
    expect(versions).toHaveLength(1);

    // Every page of every export picks it up.
    const zip = await t.request(`/api/sites/${siteId}/export?format=html`, { cookie });
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    for (const file of ["site/index.html", "site/about/index.html", "site/blog/first-harvest/index.html"]) {
      expect(strFromU8(files[file]), file).toContain(">Start<");
    }
  });

  it("a detached copy keeps its own edits and no longer follows the site", async () => {
    const about = await layout(ids[1]);
    const detached = about.editedHtml!.replace('<header class="site-header"', '<header class="site-header" data-ll-detached=""').replace(">Start<", ">About home<");
    expect((await save(ids[1], { editedHtml: detached, version: about.version })).status).toBe(200);
    expect((await layout(ids[0])).editedHtml).toContain(">Start<");
    expect((await parts(ids[1])).parts.map((p) => [p.name, p.detached, p.sharedWith.length])).toEqual([
      ["SiteHeader", true, 2],
      ["SiteFooter", false, 2],
    ]);

    const home = await layout(ids[0]);
    const edited = home.editedHtml!.replace(">Start<", ">Front<").replace("© 2026", "© 2027");
    expect((await save(ids[0], { editedHtml: edited, version: home.version })).status).toBe(200);
    const after = await layout(ids[1]);
    expect(after.editedHtml).toContain(">About home<");
    expect(after.editedHtml).not.toContain(">Front<");
    expect(after.editedHtml).toContain("© 2027");
    expect((await layout(ids[2])).editedHtml).toContain(">Front<");
  });

  it("refuses a bad body and a stale version without touching other pages", async () => {
    expect((await save(ids[0], { editedHtml: 42, version: 1 })).status).toBe(400);
    const post = await layout(ids[2]);
    const stale = await save(ids[0], { editedHtml: "<header class=\"site-header\">x</header>", version: 1 });
    expect(stale.status).toBe(409);
    expect((await layout(ids[2])).version).toBe(post.version);
  });
});
