/**
 * A whole site, from the API call to every page captured (`npm run bench:sites`): a 20-page site generated from the
 * whole-site fixture (its five pages plus fifteen journal posts linked from the journal) is served on 127.0.0.1, and
 * the app's own runtime (PGlite, the in-process worker, Chromium) crawls and extracts it as POST /api/layouts/extract
 * with `site: { maxPages: 20 }` does. A first, smaller site warms the engine; the timed runs follow. Memory is the
 * peak resident size of this process (API + worker) and of the browsers it started, sampled every 250 ms.
 *
 *   npm run bench:sites -- [--runs N] [--concurrency N]
 *
 * Target (issue 27): 20 pages in ≤ 40 s warm on a 2-core machine; worker memory ≤ 1.5 GB.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import type { SiteResponse } from "@layoutlift/core/contract/sites";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const FIXTURE = join(ROOT, "tests/fixtures/sites/whole-site");
const PAGES = 20;
const POSTS = PAGES - 5;
const { values: args } = parseArgs({ options: { runs: { type: "string" }, concurrency: { type: "string" } } });
const runs = Number(args.runs ?? 2);
const concurrency = args.concurrency ?? "2";

/** The fixture plus fifteen journal posts (variants of the first one), each linked from blog.html. */
function generateSite(): string {
  const dir = mkdtempSync(join(tmpdir(), "layoutlift-bench-site-"));
  cpSync(FIXTURE, dir, { recursive: true });
  const post = readFileSync(join(FIXTURE, "blog/first-harvest.html"), "utf8");
  const links: string[] = [];
  for (let n = 2; n <= POSTS + 1; n++) {
    const title = `Harvest notes no. ${n}`;
    writeFileSync(
      join(dir, `blog/post-${n}.html`),
      post.replace(/The first harvest of the season/g, title).replace("<title>The first harvest", `<title>${title}`).replace(/<p>/, `<p>Entry ${n}: `),
    );
    links.push(`<li><a href="blog/post-${n}.html">${title}</a></li>`);
  }
  const blog = readFileSync(join(FIXTURE, "blog.html"), "utf8").replace("</main>", `<ul class="list-unstyled container">${links.join("")}</ul></main>`);
  writeFileSync(join(dir, "blog.html"), blog);
  return dir;
}

/** Resident memory (bytes) of this process and every process below it (the browsers and their helpers). */
function treeRss(): number {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,rss="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const rss = new Map(rows.map(([pid, , kb]) => [pid, kb * 1024]));
  let total = 0;
  for (const stack = [process.pid]; stack.length; ) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function extractSite(t: TestApp, cookie: string, origin: string, maxPages: number): Promise<{ ms: number; site: SiteResponse; peak: number }> {
  let peak = treeRss();
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss())), 250);
  const started = performance.now();
  try {
    const res = await t.request("/api/layouts/extract", { method: "POST", cookie, json: { url: `${origin}/`, site: { maxPages } } });
    if (res.status !== 201) throw new Error(`extract answered ${res.status}: ${await res.text()}`);
    const { siteId } = (await res.json()) as { siteId: string };
    for (;;) {
      const site = (await (await t.request(`/api/sites/${siteId}`, { cookie })).json()) as SiteResponse;
      if (site.status === "done") return { ms: performance.now() - started, site, peak };
      if (performance.now() - started > 600_000) throw new Error(`site still running after 10 min: ${site.progressText}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    clearInterval(sampler);
  }
}

const dir = generateSite();
let fixture: FixtureServer | null = null;
let t: TestApp | null = null;
try {
  fixture = await startFixtureServer(dir, { mounts: { "/vendor/": join(ROOT, "tests/fixtures/sites/vendor") } });
  t = await createTestApp("pglite", { env: { WORKER_CONCURRENCY: concurrency } });
  const { user, cookie } = await t.signIn({ email: "bench-sites@example.test" });
  await t.runtime.deps.db.insert(subscriptions).values({ userId: user.id, tier: "enterprise", status: "active" });

  const warm = await extractSite(t, cookie, fixture.origin, 2);
  console.log(`warm-up: ${warm.site.pages.length} pages in ${(warm.ms / 1000).toFixed(1)} s`);
  const results: { seconds: number; pages: number; failed: number; peakMb: number }[] = [];
  for (let run = 1; run <= runs; run++) {
    const { ms, site, peak } = await extractSite(t, cookie, fixture.origin, PAGES);
    const failed = site.pages.filter((p) => p.status === "failed");
    results.push({ seconds: ms / 1000, pages: site.pages.length, failed: failed.length, peakMb: peak / 2 ** 20 });
    console.log(`run ${run}: ${site.pages.length} pages (${failed.length} failed) in ${(ms / 1000).toFixed(1)} s, ${(ms / site.pages.length / 1000).toFixed(2)} s/page, peak memory ${(peak / 2 ** 20).toFixed(0)} MB${failed.length ? ` · ${failed.map((p) => `${p.route}: ${p.error}`).join("; ")}` : ""}`);
  }
  const best = Math.min(...results.map((r) => r.seconds));
  const peakMb = Math.max(...results.map((r) => r.peakMb));
  console.log(`\n20-page site, ${concurrency} pages at a time: best ${best.toFixed(1)} s (target ≤ 40 s), peak memory ${peakMb.toFixed(0)} MB (target ≤ 1536 MB)`);
  console.log(JSON.stringify({ bench: "sites", pages: PAGES, concurrency: Number(concurrency), runs: results, bestSeconds: Number(best.toFixed(1)), peakMemoryMb: Math.round(peakMb), targetSeconds: 40, targetMemoryMb: 1536 }));
} finally {
  await t?.close();
  await fixture?.close();
  rmSync(dir, { recursive: true, force: true });
}
