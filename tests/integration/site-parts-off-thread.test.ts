import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts } from "@layoutlift/core/db/schema/index";
import type { SitePartCopy, SitePartsResponse } from "@layoutlift/core/contract/site-parts";
import { listSiteParts } from "@layoutlift/core/sites/chrome/list-site-parts";
import { closeExportThreads } from "@layoutlift/core/threads/export-in-thread";
import {
  setSitePartsRunLimit,
  SITE_PARTS_PER_USER,
  SITE_PARTS_TOO_SLOW,
  sitePartsInProgress,
  TOO_MANY_SITE_PARTS,
} from "@layoutlift/core/threads/site-parts-in-thread";
import { storeSite } from "../helpers/stored-site.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";

// GET /api/layouts/:id/site-parts and the site copy of one part read every page of a site: they parse in the
// save-check threads under the user's key, so a site with a page of hostile markup never blocks the server.
const ORIGIN = "https://quay.example";
const header = (active: "home" | "about" | "menu") =>
  `<header class="top"><a class="brand" href="${ORIGIN}/">Quay</a><nav>` +
  (["home", "about", "menu"] as const).map((p) => `<a class="link${p === active ? " active" : ""}" href="${ORIGIN}/${p === "home" ? "" : p}">${p}</a>`).join("") +
  `</nav></header>`;
const footer = `<footer class="bottom"><p class="fine">Quay &amp; Co</p></footer>`;
const CSS = ".brand { color: rgb(10, 20, 30); }\n.link { margin: 4px; }\n.hero { font-size: 40px; }\n@media (max-width: 600px) { .link { display: block; } .hero { font-size: 20px; } }";
/** parse5's adoption agency makes this seconds of parsing (issue 22 measured 7.9 s for 5 MB). */
const hostileBody = (bytes: number) => "<b><p>x".repeat(Math.floor(bytes / 7));

describe("a site's shared parts are read off the request thread", { timeout: 240_000 }, () => {
  let s: TestServer;
  let owner: Awaited<ReturnType<TestServer["signIn"]>>;
  let other: Awaited<ReturnType<TestServer["signIn"]>>;
  let ids: string[];
  let otherLayout: string;

  beforeAll(async () => {
    s = await startTestServer("pglite");
    await s.runtime.worker?.stop();
    const db = s.runtime.deps.db;
    owner = await s.signIn({ email: "owner-parts@example.test" });
    other = await s.signIn({ email: "other-parts@example.test" });
    ({ ids } = await storeSite(
      db,
      owner.user.id,
      (["home", "about", "menu"] as const).map((name) => ({
        url: `${ORIGIN}/${name === "home" ? "" : name}`,
        route: name === "home" ? "/" : `/${name}`,
        title: name,
        html: `${header(name)}<main class="hero">${name}</main>${footer}`,
      })),
      CSS,
    ));
    [{ id: otherLayout }] = await db.insert(layouts).values({ userId: other.user.id, url: "https://x.example/", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" }).returning();
  }, 180_000);
  afterAll(async () => {
    setSitePartsRunLimit(undefined);
    await s?.close();
    await closeExportThreads();
  });

  const call = (path: string, cookie: string) => fetch(`${s.baseUrl}${path}`, { headers: { cookie, origin: TEST_ORIGIN } });
  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

  it("answers the same listing as the pure reading of the pages, and a part's site copy fit for the page", async () => {
    const res = await call(`/api/layouts/${ids[1]}/site-parts`, owner.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SitePartsResponse;
    const rows = await s.runtime.deps.db.select().from(layouts).where(eq(layouts.siteId, body.siteId!)).orderBy(layouts.createdAt);
    const source = (r: (typeof rows)[number]) => ({ layoutId: r.id, route: r.siteRoute!, title: r.title, url: r.url, html: r.extractedHtml! });
    expect(body.parts).toEqual(listSiteParts({ page: source(rows[1]), others: [rows[0], rows[2]].map(source) }));
    expect(body.parts.map((p) => [p.name, p.elementIndex, p.detached, p.sharedWith.map((w) => w.route)])).toEqual([
      ["SiteHeader", 0, false, ["/", "/menu"]],
      ["SiteFooter", 2, false, ["/", "/menu"]],
    ]);

    // The about page detaches its header and edits it (markup and the brand's rule)...
    const detached = header("about").replace('class="top"', 'class="top" data-ll-detached=""').replace(">Quay<", ">Quay (ours)<");
    await s.runtime.deps.db
      .update(layouts)
      .set({ editedHtml: `${detached}<main class="hero">about</main>${footer}`, editedCss: CSS.replace("rgb(10, 20, 30)", "rgb(200, 0, 0)") })
      .where(eq(layouts.id, ids[1]));
    // ...and the site's copy is the start page's header, with the about page's own active link, and its rules.
    const copyRes = await call(`/api/layouts/${ids[1]}/site-parts/0`, owner.cookie);
    expect(copyRes.status).toBe(200);
    const copy = (await copyRes.json()) as SitePartCopy;
    expect(copy).toMatchObject({ name: "SiteHeader", elementIndex: 0, from: { layoutId: ids[0], route: "/", title: "home" } });
    expect(copy.html).toBe(header("about"));
    expect(copy.css).toBe(".brand { color: rgb(10, 20, 30); }\n.link { margin: 4px; }\n@media (max-width: 600px) {\n  .link { display: block; }\n}");

    // Another user's layout is not found; a bad index is a 400; an element that is no shared part is a 404.
    expect((await call(`/api/layouts/${ids[1]}/site-parts/0`, other.cookie)).status).toBe(404);
    expect((await call(`/api/layouts/${ids[1]}/site-parts`, other.cookie)).status).toBe(404);
    expect((await call(`/api/layouts/${ids[1]}/site-parts/-1`, owner.cookie)).status).toBe(400);
    expect(await answer(await call(`/api/layouts/${ids[1]}/site-parts/1`, owner.cookie))).toEqual({ status: 404, body: { message: "No other page of this site shares this part" } });
  });

  it("answers another user's request while a site with a 4 MB hostile page is read", async () => {
    await s.runtime.deps.db.update(layouts).set({ editedHtml: `${header("menu")}<main>${hostileBody(4_000_000)}</main>${footer}` }).where(eq(layouts.id, ids[2]));
    const order: string[] = [];
    const slow = call(`/api/layouts/${ids[0]}/site-parts`, owner.cookie).then(async (res) => {
      order.push("owner");
      return answer(res);
    });
    // The reading is under way in a thread...
    await until(() => sitePartsInProgress(owner.user.id) === 1);
    // ...and the request thread is free: the other user's request is answered before it.
    const res = await call(`/api/layouts/${otherLayout}`, other.cookie);
    order.push("other");
    expect(res.status).toBe(200);
    const done = await slow;
    expect(order).toEqual(["other", "owner"]);
    // Read within its time limit or refused clearly; never a 500. Read, the hostile page still shares the header
    // (the about page detached its copy above, so it shares none); its footer is no longer the site's: the parser
    // carries the page's open <b> elements into the footer's paragraph.
    const shared = (body: unknown) => (body as SitePartsResponse).parts.map((p) => [p.name, p.sharedWith.map((w) => w.route)]);
    if (done.status === 200) expect(shared(done.body)).toEqual([["SiteHeader", ["/menu"]], ["SiteFooter", ["/about"]]]);
    else expect(done).toEqual({ status: 422, body: { message: SITE_PARTS_TOO_SLOW } });
  });

  it("refuses a reading past its time limit with a 422, and too many at once with a 429", async () => {
    setSitePartsRunLimit(50);
    try {
      expect(await answer(await call(`/api/layouts/${ids[0]}/site-parts`, owner.cookie))).toEqual({ status: 422, body: { message: SITE_PARTS_TOO_SLOW } });
      // The start page's header copy: the about page's is detached, so the copy is looked for on the hostile page.
      expect(await answer(await call(`/api/layouts/${ids[0]}/site-parts/0`, owner.cookie))).toEqual({ status: 422, body: { message: SITE_PARTS_TOO_SLOW } });
      // One reading of the user's runs at a time: the rest wait in line, up to the limit.
      setSitePartsRunLimit(3_000);
      const running = Array.from({ length: SITE_PARTS_PER_USER }, () => call(`/api/layouts/${ids[0]}/site-parts`, owner.cookie).then((r) => r.status));
      await until(() => sitePartsInProgress(owner.user.id) === SITE_PARTS_PER_USER);
      expect(await answer(await call(`/api/layouts/${ids[0]}/site-parts`, owner.cookie))).toEqual({ status: 429, body: { message: TOO_MANY_SITE_PARTS } });
      expect((await Promise.all(running)).every((status) => status === 200 || status === 422)).toBe(true);
    } finally {
      setSitePartsRunLimit(undefined);
    }
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}
