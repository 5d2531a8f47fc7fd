import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { PNG } from "pngjs";
import { eq } from "drizzle-orm";
import { layouts, sites, subscriptions } from "@layoutlift/core/db/schema/index";
import { followRenderedLinks } from "@layoutlift/core/extract-jobs/site-crawl";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { createSiteRobots } from "@layoutlift/core/sites/crawl/site-robots";
import type { SiteResponse } from "@layoutlift/core/contract/sites";
import { startPagesSite } from "../helpers/pages-site.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// Links that exist only once the page's scripts ran (a menu built from JSON, a list rendered on load) are not in the
// HTML the crawl reads: each page's job follows the links of its rendered DOM, with the crawl's rules.
const page = (title: string, body: string, script = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{font:16px/1.5 sans-serif;margin:0}nav,main{padding:16px 24px}nav a{margin-right:12px}</style></head>` +
  `<body><nav id="menu"><a href="/">Home</a></nav><main><h1>${title}</h1>${body}</main>${script ? `<script>${script}</script>` : ""}</body></html>`;

/** The start page builds its menu from data after load: none of these links is in the served HTML. */
const MENU_SCRIPT = `addEventListener("DOMContentLoaded", () => {
  for (const [href, text] of [["/menu-only.html?ref=menu", "Menu only"], ["/secret.html", "Secret"], ["https://example.org/elsewhere", "Elsewhere"], ["/menu-only.html#top", "Again"]]) {
    const a = document.createElement("a"); a.href = href; a.textContent = text; document.getElementById("menu").append(a);
  }
});`;

const PAGES: Record<string, string> = {
  "/": page("Start", "<p>The menu above is built by a script.</p>", MENU_SCRIPT),
  "/menu-only.html": page("Menu only", '<p>Only the menu links here. <a href="/deeper.html">Deeper</a></p>'),
  "/deeper.html": page("Deeper", '<p>Found through a page the menu led to.</p><img src="/pic.png" alt="A picture" width="8" height="8">'),
  "/secret.html": page("Secret", "<p>robots.txt keeps this out.</p>"),
};

/** An image on one page: the CLI's static site carries a copy of it, as the server's site export does. */
const PICTURE = PNG.sync.write(Object.assign(new PNG({ width: 8, height: 8 }), { data: Buffer.alloc(8 * 8 * 4, 0x5a) }));

const startSite = () => startPagesSite({ pages: PAGES, files: { "/pic.png": { type: "image/png", body: PICTURE } }, robots: "User-agent: *\nDisallow: /secret.html\n" });

describe("whole-site crawl of script-made links", { timeout: 300_000 }, () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof startSite>>;
  let cookie: string;

  beforeAll(async () => {
    site = await startSite();
    t = await createTestApp("pglite", { env: { WORKER_CONCURRENCY: "2" } });
    const signed = await t.signIn({ email: "rendered-links@example.test" });
    cookie = signed.cookie;
    await t.runtime.deps.db.insert(subscriptions).values({ userId: signed.user.id, tier: "pro", status: "active" });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  async function extractSite(maxPages: number): Promise<SiteResponse> {
    const res = await t.request("/api/layouts/extract", { method: "POST", cookie, json: { url: `${site.origin}/`, site: { maxPages } } });
    expect(res.status).toBe(201);
    const { siteId } = (await res.json()) as { siteId: string };
    const deadline = Date.now() + 240_000;
    for (;;) {
      const body = (await (await t.request(`/api/sites/${siteId}`, { cookie })).json()) as SiteResponse;
      if (body.status === "done") return body;
      if (Date.now() > deadline) throw new Error(`site still running: ${body.progressText}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it("captures the pages the start page's script links to, and the pages they link to, by the crawl's rules", async () => {
    const done = await extractSite(10);
    expect(done.pages.map((p) => [p.route, p.status])).toEqual([
      ["/", "done"],
      ["/menu-only", "done"],
      ["/deeper", "done"],
    ]);
    // One page for the two script links to menu-only.html (query and fragment dropped); robots.txt kept secret.html
    // out without it being fetched; the other site's link stays a link.
    expect(done.pages[1].url).toBe(`${site.origin}/menu-only.html`);
    expect(site.requests).not.toContain("/secret.html");
    const layout = await (await t.request(`/api/layouts/${done.pages[1].layoutId}`, { cookie })).json();
    expect(layout.extractedHtml).toContain("Only the menu links here.");
  });

  it("keeps to the page limit when script-made links lead further", async () => {
    const done = await extractSite(2);
    expect(done.pages.map((p) => p.route)).toEqual(["/", "/menu-only"]);
  });

  it("adds a page once when several pages' jobs follow the same link at the same moment", async () => {
    const db = t.runtime.deps.db;
    const [user] = await db.select({ userId: subscriptions.userId }).from(subscriptions).limit(1);
    const [row] = await db.insert(sites).values({ userId: user.userId, startUrl: `${site.origin}/`, maxPages: 5, status: "done" }).returning();
    await db.insert(layouts).values({ userId: user.userId, siteId: row.id, siteRoute: "/", url: `${site.origin}/`, status: "done", stage: "done", progress: 100 });
    const html = `<nav><a href="${site.origin}/deeper.html">Deeper</a></nav>`;
    const deps = { db, egress: egressPolicyOf(t.config), now: () => new Date(), siteRobots: createSiteRobots() };
    const added = await Promise.all([1, 2, 3].map(() => followRenderedLinks(deps, { siteId: row.id, url: `${site.origin}/`, html }, { timeoutMs: 30_000 })));
    expect(added.reduce((a, b) => a + b, 0)).toBe(1);
    const pages = await db.select({ url: layouts.url }).from(layouts).where(eq(layouts.siteId, row.id));
    expect(pages.map((p) => p.url).sort()).toEqual([`${site.origin}/`, `${site.origin}/deeper.html`]);
  });

  it("does the same in the CLI: `extract --site` captures the pages script-made links lead to", async () => {
    const tmp = join(process.cwd(), ".tmp");
    const out = mkdtempSync(join(tmp, "cli-site-"));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "functions/src/cli.ts", "extract", `${site.origin}/`, "--site", "--max-pages", "5", "--viewports", "1280", "--out", out],
        { env: { ...process.env, EXTRACT_ALLOW_PRIVATE: "1", EXTRACT_LOOPBACK_ONLY: "1", TMPDIR: tmp, LAYOUTLIFT_TMP: join(tmp, "chromium") }, timeout: 180_000 },
      );
      const summary = JSON.parse(stdout.trim().split("\n").pop()!);
      expect(summary.pages.map((p: { route: string; status: string }) => [p.route, p.status])).toEqual([
        ["/", "done"],
        ["/menu-only", "done"],
        ["/deeper", "done"],
      ]);
      const manifest = JSON.parse(readFileSync(join(out, "site", "site.json"), "utf8"));
      expect(manifest.pages.map((p: { route: string }) => p.route)).toEqual(["/", "/menu-only", "/deeper"]);
      // The page's image is downloaded into the site, byte for byte, and no page loads it from the original server.
      const files = readdirSync(join(out, "site"), { recursive: true, encoding: "utf8" });
      expect(files.filter((f) => f.endsWith(".png")).map((f) => readFileSync(join(out, "site", f)).equals(PICTURE))).toEqual([true]);
      const pages = files.filter((f) => f.endsWith(".html")).map((f) => readFileSync(join(out, "site", f), "utf8"));
      expect(pages.filter((html) => html.includes(`${site.origin}/pic.png`))).toEqual([]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 200_000);
});
