/**
 * A whole site, from the API call to every page captured (`npm run bench:sites`): a 20-page site generated from the
 * whole-site fixture (its five pages plus fifteen journal posts linked from the journal) is served on 127.0.0.1, and
 * the app's own runtime (PGlite, the in-process worker, Chromium) crawls and extracts it as POST /api/layouts/extract
 * with `site: { maxPages: 20 }` does. A first, smaller site warms the engine; the timed runs follow. Memory is the
 * peak resident size of this process (API + worker + its engine threads + the embedded PGlite, ~240 MB of it) and of
 * every process below it (the browser and its renderers, network service...), summed and sampled every second; each
 * run prints what the tree held at its peak, per process kind. A sum of resident sizes counts the pages processes
 * share (Chromium's code, in each of its processes) once per process, so it overstates the tree a little: a
 * conservative measure for the target. CPU is the tree's, from /proc.
 *
 *   npm run bench:sites -- [--runs N] [--concurrency N]
 *
 * Target (issue 27): 20 pages in ≤ 40 s warm on a 2-core machine; worker memory ≤ 1.5 GB.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
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

interface TreeSample {
  /** Resident bytes of this process and every process below it (the browsers and their helpers). */
  rss: number;
  /** Of that, this process (API, worker, PGlite, engine threads) and the Chromium processes. */
  node: number;
  chromium: number;
  /** CPU seconds used so far by the tree (live processes, and the exited children their parents reaped). */
  cpu: number;
  /** Of that, this process's own (all its threads: API, worker, PGlite, engines, egress proxies). */
  nodeCpu: number;
  /** The tree's processes at this sample (name, Chromium process type, resident bytes), to tell where the peak is. */
  processes: { pid: number; name: string; rss: number }[];
}

const TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
const PAGE_SIZE = Number(execFileSync("getconf", ["PAGESIZE"], { encoding: "utf8" }).trim()) || 4096;

function cpuOf(pid: number, own = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime, cutime, cstime are fields 14-17 of /proc/<pid>/stat (11-14 after the name).
    return fields.slice(11, own ? 13 : 15).reduce((sum, v) => sum + Number(v), 0) / TICKS;
  } catch {
    return 0;
  }
}

/** pid → parent, resident bytes and name of every process, read from /proc (a `ps` per sample cost seconds of CPU). */
function processTable(): Map<number, { ppid: number; rss: number; comm: string }> {
  const table = new Map<number, { ppid: number; rss: number; comm: string }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the name: state, ppid, ... rss (pages) is the 22nd field after it.
      table.set(Number(name), { ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE, comm });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return table;
}

/** The tree's processes from the last full listing of /proc; only they are read until the next one (every 3 s). */
let members: { pids: number[]; at: number } = { pids: [], at: 0 };

function statOf(pid: number): { ppid: number; rss: number; comm: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), rss: Number(fields[21]) * PAGE_SIZE, comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) };
  } catch {
    return undefined;
  }
}

/** A Chromium process's role (renderer, gpu-process, utility...) from its --type flag; the browser has none. */
function chromiumType(pid: number): string {
  try {
    const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, "utf8"))?.[1];
    const utility = /--utility-sub-type=([\w.]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, "utf8"))?.[1];
    return type ? (utility ? `${type}:${utility.split(".").pop()}` : type) : "browser";
  } catch {
    return "?";
  }
}

function sampleTree(): TreeSample {
  if (Date.now() - members.at > 3000) {
    const table = processTable();
    const children = new Map<number, number[]>();
    for (const [pid, row] of table) children.set(row.ppid, [...(children.get(row.ppid) ?? []), pid]);
    const pids: number[] = [];
    for (const stack = [process.pid]; stack.length; ) {
      const pid = stack.pop()!;
      pids.push(pid);
      stack.push(...(children.get(pid) ?? []));
    }
    members = { pids, at: Date.now() };
  }
  const sample: TreeSample = { rss: 0, node: 0, chromium: 0, cpu: 0, nodeCpu: cpuOf(process.pid, true), processes: [] };
  for (const pid of members.pids) {
    const row = statOf(pid);
    if (!row) continue;
    sample.rss += row.rss;
    sample.processes.push({ pid, name: row.comm, rss: row.rss });
    if (pid === process.pid) sample.node += row.rss;
    else if (/chrom/i.test(row.comm)) sample.chromium += row.rss;
    sample.cpu += cpuOf(pid);
  }
  return sample;
}

interface SiteRun {
  ms: number;
  site: SiteResponse;
  peak: TreeSample;
  /** The API thread's share of this process's memory at the peak (the engine threads' are not readable from here). */
  peakMain: string;
  cpuSeconds: number;
  nodeCpuSeconds: number;
}

async function extractSite(t: TestApp, cookie: string, origin: string, maxPages: number): Promise<SiteRun> {
  const first = sampleTree();
  const peak = { ...first };
  let peakMain = "";
  const sample = () => {
    const now = sampleTree();
    if (now.rss > peak.rss) {
      Object.assign(peak, now);
      // Named while they run: a process that ended by the report could no longer say what it was.
      const m = process.memoryUsage();
      peakMain = `main thread heap ${Math.round(m.heapUsed / 2 ** 20)}/${Math.round(m.heapTotal / 2 ** 20)} MB, external ${Math.round(m.external / 2 ** 20)} MB (array buffers ${Math.round(m.arrayBuffers / 2 ** 20)})`;
      peak.processes = now.processes.map((p) => ({ ...p, name: /chrom/i.test(p.name) ? chromiumType(p.pid) : p.name }));
    }
    return now;
  };
  const sampler = setInterval(sample, 1000);
  const started = performance.now();
  try {
    const res = await t.request("/api/layouts/extract", { method: "POST", cookie, json: { url: `${origin}/`, site: { maxPages } } });
    if (res.status !== 201) throw new Error(`extract answered ${res.status}: ${await res.text()}`);
    const { siteId } = (await res.json()) as { siteId: string };
    for (;;) {
      const site = (await (await t.request(`/api/sites/${siteId}`, { cookie })).json()) as SiteResponse;
      if (site.status === "done") {
        const last = sample();
        return { ms: performance.now() - started, site, peak, peakMain, cpuSeconds: last.cpu - first.cpu, nodeCpuSeconds: last.nodeCpu - first.nodeCpu };
      }
      if (performance.now() - started > 600_000) throw new Error(`site still running after 10 min: ${site.progressText}`);
      // The web app's site page polls every 500 ms (features/sites/api/sites.ts).
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    clearInterval(sampler);
  }
}

/** Where a page's time went, from the engine's own stats (layoutJson.stats), summed over the site's pages. */
async function stageTotals(t: TestApp, site: SiteResponse): Promise<Record<string, number>> {
  const ids = site.pages.map((p) => p.layoutId);
  const rows = await t.runtime.deps.db.select({ layoutJson: layouts.layoutJson }).from(layouts).where(inArray(layouts.id, ids));
  const totals: Record<string, number> = {};
  for (const row of rows) {
    const stats = ((row.layoutJson as { stats?: Record<string, unknown> } | null)?.stats ?? {}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(stats)) {
      if (typeof value === "number" && (key === "ms" || key === "captureMs" || key === "verifyMs" || key.startsWith("capture:") || key.startsWith("pass:"))) totals[key] = (totals[key] ?? 0) + value;
    }
  }
  return totals;
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
  console.log(`warm-up: ${warm.site.pages.length} pages in ${(warm.ms / 1000).toFixed(1)} s${warm.site.note ? ` (${warm.site.note})` : ""}`);
  const results: { seconds: number; pages: number; failed: number; peakMb: number; nodeMb: number; chromiumMb: number; cpuSeconds: number; nodeCpuSeconds: number }[] = [];
  const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
  for (let run = 1; run <= runs; run++) {
    const { ms, site, peak, peakMain, cpuSeconds, nodeCpuSeconds } = await extractSite(t, cookie, fixture.origin, PAGES);
    const failed = site.pages.filter((p) => p.status === "failed");
    results.push({ seconds: ms / 1000, pages: site.pages.length, failed: failed.length, peakMb: mb(peak.rss), nodeMb: mb(peak.node), chromiumMb: mb(peak.chromium), cpuSeconds: Math.round(cpuSeconds), nodeCpuSeconds: Math.round(nodeCpuSeconds) });
    console.log(`run ${run}: ${site.pages.length} pages (${failed.length} failed) in ${(ms / 1000).toFixed(1)} s, ${(ms / site.pages.length / 1000).toFixed(2)} s/page, ${cpuSeconds.toFixed(0)} s CPU (this process ${nodeCpuSeconds.toFixed(0)} s), peak memory ${mb(peak.rss)} MB (node ${mb(peak.node)}, chromium ${mb(peak.chromium)})${failed.length ? ` · ${failed.map((p) => `${p.route}: ${p.error}`).join("; ")}` : ""}`);
    const roles = new Map<string, { count: number; rss: number }>();
    for (const p of peak.processes) roles.set(p.name, { count: (roles.get(p.name)?.count ?? 0) + 1, rss: (roles.get(p.name)?.rss ?? 0) + p.rss });
    console.log(`  at the peak: ${[...roles].sort((a, b) => b[1].rss - a[1].rss).map(([name, r]) => `${name}${r.count > 1 ? ` ×${r.count}` : ""} ${mb(r.rss)} MB`).join(", ")}; ${peakMain}`);
    const totals = await stageTotals(t, site);
    const top = Object.entries(totals).sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`  engine time summed over pages: ${top.map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(", ")}`);
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
