import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { extractionJobs, layouts, subscriptions, usageRecords } from "@layoutlift/core/db/schema/index";
import { UserFacingError } from "@layoutlift/core/errors/user-facing-error";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { reserveExtraction } from "@layoutlift/core/extract-jobs/reserve-extraction";
import { runExtractionJob, type ExtractionJobDeps } from "@layoutlift/core/extract-jobs/run-extraction-job";
import type { LookupFn } from "@layoutlift/core/net/egress-policy";
import { createSiteRobots } from "@layoutlift/core/sites/crawl/site-robots";
import { claimJob } from "@layoutlift/core/extract-jobs/job-table";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// The browser guard end to end, on loopback only (DEVELOPERS.md): the page is served on 127.0.0.2, the one address
// this test allows; 127.0.0.1 and ::1 play the internal network, with recorders counting every connection.
function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
}

describe("extraction browser egress guard", { timeout: 90_000 }, () => {
  let t: TestApp;
  let pool: BrowserPool;
  let deps: ExtractionJobDeps;
  let userId: string;
  const hits: string[] = [];
  const recorder = http.createServer((req, res) => {
    hits.push(`127.0.0.1 ${req.url}`);
    res.end("secret");
  });
  const recorder6 = http.createServer((req, res) => {
    hits.push(`::1 ${req.url}`);
    res.end("secret");
  });
  recorder.on("connection", () => hits.push("127.0.0.1 connection"));
  recorder.on("upgrade", (_req, socket) => socket.destroy());
  recorder6.on("connection", () => hits.push("::1 connection"));
  let r = 0;
  let r6 = 0;
  let site = "";

  const page = () => `<!doctype html><html lang="en"><head><title>Guarded page</title>
<link rel="stylesheet" href="http://rebind.test:${r}/style.css">
<style>body{font-family:sans-serif} .hero{padding:40px;background:#eef}</style></head>
<body><header class="hero"><h1>Welcome to the guarded page</h1><p>Everything below tries to reach the internal network.</p></header>
<img src="http://127.0.0.1:${r}/a.png" alt="a"><img src="http://localhost:${r}/b.png" alt="b">
<img src="http://2130706433:${r}/c.png" alt="c"><img src="http://0x7f.1:${r}/d.png" alt="d">
<img src="http://[::ffff:127.0.0.1]:${r}/e.png" alt="e"><img src="http://[::1]:${r6}/f.png" alt="f">
<iframe src="http://127.0.0.1:${r}/frame" title="frame"></iframe>
<main><h2>Features</h2><ul><li>One</li><li>Two</li><li>Three</li></ul></main>
<script>
  fetch("http://127.0.0.1:${r}/fetch").catch(() => {});
  fetch("https://127.0.0.1:${r}/tls").catch(() => {});
  try { new WebSocket("ws://127.0.0.1:${r}/ws"); } catch {}
  navigator.sendBeacon("http://127.0.0.1:${r}/beacon", "x");
  navigator.serviceWorker?.register("/sw.js").catch(() => {});
</script></body></html>`;

  const siteServer = http.createServer((req, res) => {
    if (req.url === "/redirect") res.writeHead(302, { location: `http://127.0.0.1:${r}/admin` }).end();
    else if (req.url === "/redirect-name") res.writeHead(302, { location: `http://rebind.test:${r}/admin` }).end();
    else res.writeHead(200, { "content-type": "text/html" }).end(page());
  });

  const lookup: LookupFn = async (name) => {
    if (name === "rebind.test") return [{ address: "127.0.0.1", family: 4 }];
    if (name === "site.test") return [{ address: "127.0.0.2", family: 4 }];
    throw new Error("ENOTFOUND");
  };

  async function extract(url: string) {
    const { layoutId } = await reserveExtraction(t.runtime.deps.db, { userId, url, now: new Date() });
    const job = await claimJob(t.runtime.deps.db, { now: new Date(), leaseMs: 60_000 });
    expect(job?.layoutId).toBe(layoutId);
    const outcome = await runExtractionJob(deps, job!);
    const [layout] = await t.runtime.deps.db.select().from(layouts).where(eq(layouts.id, layoutId));
    const [usage] = await t.runtime.deps.db.select().from(usageRecords).where(eq(usageRecords.layoutId, layoutId));
    const [jobRow] = await t.runtime.deps.db.select().from(extractionJobs).where(eq(extractionJobs.layoutId, layoutId));
    return { outcome, layout, usage, jobRow };
  }

  beforeAll(async () => {
    r = await listen(recorder, "127.0.0.1");
    r6 = await listen(recorder6, "::1");
    site = `http://site.test:${await listen(siteServer, "127.0.0.2")}`;
    t = await createTestApp("pglite", { env: { EXTRACT_ALLOW_PRIVATE: "0" } });
    await t.runtime.worker?.stop();
    userId = (await t.signIn({ email: "guard@example.test" })).user.id;
    // Pro plan: more allowance than the trial's 3 for the cases below.
    await t.runtime.deps.db.insert(subscriptions).values({ userId, tier: "pro", status: "active" });
    pool = createBrowserPool();
    deps = {
      db: t.runtime.deps.db,
      screenshots: t.runtime.deps.storage.screenshots,
      pool,
      extract: extractLayout,
      limits: { navigationMs: 20_000, workMs: 60_000, stallMs: 60_000, wallMs: 300_000, maxResponseBytes: 25 * 1024 * 1024 },
      egress: { allowPrivate: false, allowAddresses: ["127.0.0.2"], lookup },
      now: () => new Date(),
      siteRobots: createSiteRobots(),
    };
  }, 300_000);
  afterAll(async () => {
    await pool?.close();
    await t?.close();
    recorder.close();
    recorder6.close();
    siteServer.close();
  });

  it("extracts the allowed page while every sub-request to loopback in any spelling is refused", async () => {
    const { outcome, layout } = await extract(`${site}/`);
    expect(layout.error).toBeNull();
    expect(outcome).toBe("done");
    expect(layout.status).toBe("done");
    expect(layout.extractedHtml).toContain("Welcome to the guarded page");
    expect(hits).toEqual([]);
  });

  it("fails a page that redirects to loopback, refunds it, and nothing reaches the recorder", async () => {
    for (const path of ["/redirect", "/redirect-name"]) {
      const { outcome, layout, usage } = await extract(`${site}${path}`);
      expect(outcome).toBe("failed");
      expect(layout.status).toBe("failed");
      expect(layout.error).toMatch(/redirects to an address LayoutLift does not open/);
      expect(usage.refundedAt).not.toBeNull();
    }
    expect(hits).toEqual([]);
  });

  it("refuses loopback addresses and rebinding names before a browser is involved", async () => {
    for (const url of [`http://127.0.0.1:${r}/`, `http://rebind.test:${r}/`, `http://[::1]:${r6}/`, `http://2130706433:${r}/`]) {
      const { outcome, layout, usage } = await extract(url);
      expect(outcome, url).toBe("failed");
      expect(layout.error).toMatch(/private or local network/);
      expect(usage.refundedAt).not.toBeNull();
    }
    expect(hits).toEqual([]);
  });
});
