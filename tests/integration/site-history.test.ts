import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RestoreSiteSaveResponse, SiteHistoryResponse } from "@layoutlift/core/contract/site-history";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { storeSite } from "../helpers/stored-site.ts";

// A site's history (issue 27, item 5): the saves of all its pages as one list, a shared-part edit spread to other
// pages being one save, and the whole site restored to how it was after one of them. A site stored as the crawl
// stores it (three pages sharing a header), edited through the API; no browser needed.
const ORIGIN = "https://harbor.example";
const header = (active: string) =>
  `<header class="site-header"><nav class="nav">` +
  `<a class="nav-link${active === "home" ? " active" : ""}" href="${ORIGIN}/">Home</a>` +
  `<a class="nav-link${active === "about" ? " active" : ""}" href="${ORIGIN}/about.html">About</a></nav></header>`;
const CSS = `.site-header { background: #ffffff; }\n.nav-link { color: #333333; }\n.hero { font-size: 40px; }`;
const PAGES = [
  { url: `${ORIGIN}/`, route: "/", active: "home", main: "Welcome home" },
  { url: `${ORIGIN}/about.html`, route: "/about", active: "about", main: "About us" },
  { url: `${ORIGIN}/contact.html`, route: "/contact", active: "contact", main: "Write to us" },
] as const;

describe("a site's history", { timeout: 120_000 }, () => {
  let t: TestApp;
  let cookie: string;
  let siteId: string;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp("pglite");
    await t.runtime.worker?.stop();
    const owner = await t.signIn({ firstName: "Ada", lastName: "Harbor" });
    cookie = owner.cookie;
    const db = t.runtime.deps.db;
    ({ siteId, ids } = await storeSite(
      db,
      owner.user.id,
      PAGES.map((page) => ({ url: page.url, route: page.route, title: page.main, html: `${header(page.active)}\n<main class="hero">${page.main}</main>` })),
      CSS,
    ));
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  type Page = { editedHtml: string | null; extractedHtml: string; editedCss: string | null; version: number };
  const layout = async (id: string) => (await t.request(`/api/layouts/${id}`, { cookie })).json() as Promise<Page>;
  const html = async (id: string) => {
    const page = await layout(id);
    return page.editedHtml ?? page.extractedHtml;
  };
  const save = (id: string, body: object) => t.request(`/api/layouts/${id}`, { method: "PATCH", cookie, json: body });
  const history = async (as = cookie) => {
    const res = await t.request(`/api/sites/${siteId}/history`, { cookie: as });
    return { status: res.status, body: (await res.json()) as SiteHistoryResponse };
  };
  const restore = (body: object, as = cookie) => t.request(`/api/sites/${siteId}/history/restore`, { method: "POST", cookie: as, json: body });
  const routesOf = (save: SiteHistoryResponse["saves"][number]) => save.pages.map((p) => p.route);

  it("starts with the extraction of every page", async () => {
    const { status, body } = await history();
    expect(status).toBe(200);
    expect(body.saves).toHaveLength(1);
    expect(body.saves[0]).toMatchObject({ id: "original", original: true, author: { name: "Ada Harbor" } });
    expect(routesOf(body.saves[0])).toEqual(["/", "/about", "/contact"]);
    expect(body.pageVersions).toEqual({ [ids[0]]: 1, [ids[1]]: 1, [ids[2]]: 1 });
  });

  it("lists a header edit spread to every page as one save, and a one-page save as another", async () => {
    const home = await layout(ids[0]);
    expect((await save(ids[0], { editedHtml: home.extractedHtml.replace(">Home<", ">Start<"), version: home.version })).status).toBe(200);
    expect(await html(ids[2])).toContain(">Start<");
    const about = await layout(ids[1]);
    expect((await save(ids[1], { editedHtml: about.editedHtml!.replace("About us", "About the harbour"), version: about.version })).status).toBe(200);

    const { body } = await history();
    expect(body.saves.map(routesOf)).toEqual([["/about"], ["/", "/about", "/contact"], ["/", "/about", "/contact"]]);
    expect(body.saves.map((s) => s.original)).toEqual([false, false, true]);
    expect(body.saves[0]).toMatchObject({ author: { name: "Ada Harbor" }, pages: [{ layoutId: ids[1], version: 3, title: "About us", restoredFrom: null }] });
    expect(body.saves[1].pages.map((p) => p.version)).toEqual([2, 2, 2]);
    expect(Date.parse(body.saves[0].createdAt)).toBeGreaterThan(Date.parse(body.saves[1].createdAt));
    expect(body.pageVersions).toEqual({ [ids[0]]: 2, [ids[1]]: 3, [ids[2]]: 2 });
  });

  it("refuses a restore when a page was saved since the history was read, writing nothing", async () => {
    const { body } = await history();
    const stale = { ...body.pageVersions, [ids[1]]: 2 };
    const res = await restore({ saveId: body.saves[1].id, pageVersions: stale });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/saved somewhere else/);
    expect(await html(ids[1])).toContain("About the harbour");
    expect((await restore({ saveId: "yesterday", pageVersions: body.pageVersions })).status).toBe(400);
    expect((await restore({ saveId: "2020-01-01T00:00:00.000Z", pageVersions: body.pageVersions })).status).toBe(404);
  });

  it("restores the site to how it was after a save: only the pages changed since are written, as one new save", async () => {
    const { body } = await history();
    const res = await restore({ saveId: body.saves[1].id, pageVersions: body.pageVersions });
    expect(res.status).toBe(200);
    const result = (await res.json()) as RestoreSiteSaveResponse;
    expect(result.restored).toEqual([expect.objectContaining({ layoutId: ids[1], route: "/about", version: 4, restoredFrom: 2 })]);
    expect(result.unknown).toEqual([]);
    expect(await html(ids[1])).toContain("About us");
    expect(await html(ids[1])).toContain(">Start<");
    expect((await layout(ids[0])).version).toBe(2);

    const after = await history();
    expect(after.body.saves[0].pages).toEqual([expect.objectContaining({ route: "/about", restoredFrom: 2 })]);
  });

  it("restores every page to its extraction as one save", async () => {
    const { body } = await history();
    const res = await restore({ saveId: "original", pageVersions: body.pageVersions });
    expect(res.status).toBe(200);
    const result = (await res.json()) as RestoreSiteSaveResponse;
    expect(result.restored.map((p) => [p.route, p.restoredFrom])).toEqual([
      ["/", 1],
      ["/about", 1],
      ["/contact", 1],
    ]);
    for (const [i, id] of ids.entries()) {
      expect(await html(id)).toContain(">Home<");
      expect(await html(id)).toContain(PAGES[i].main);
    }
    const after = await history();
    expect(routesOf(after.body.saves[0])).toEqual(["/", "/about", "/contact"]);
    expect(after.body.saves).toHaveLength(5);
  });

  it("is the site's workspace's: a stranger gets the 404 of a site that does not exist", async () => {
    const stranger = await t.signIn();
    expect((await history(stranger.cookie)).status).toBe(404);
    const { body } = await history();
    expect((await restore({ saveId: "original", pageVersions: body.pageVersions }, stranger.cookie)).status).toBe(404);
  });
});
