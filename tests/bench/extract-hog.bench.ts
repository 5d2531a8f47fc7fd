/**
 * Issue 25's load target (`npm run bench:extract-hog`): no extraction fails for time on a busy machine that succeeds on
 * an idle one. 20 fixture pages (the runtime pages, whose charts and packings are the heaviest work, and 13 ordinary
 * ones) run one after another as the worker runs them (its engine thread warmed first, the production limits from
 * the configuration's defaults: 60 s of work, 60 s without progress, 300 s of wall time) while busy loops, one per
 * core by default, take the CPU.
 *
 *   npm run bench:extract-hog -- [--hogs 2] [--match saas,chart] [--idle]   (--idle: no busy loops, for comparison)
 *
 * Prints per page whether it succeeded, the work it was charged for and its wall time, then a JSON summary line.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { loadConfig } from "@layoutlift/core/config";
import { extractBounded } from "@layoutlift/core/extract-jobs/extract-bounded";
import { jobLimits } from "@layoutlift/core/extract-jobs/limits";
import { createThreadedExtract } from "@layoutlift/core/threads/extract-in-thread";
import { startFixtureServer } from "../helpers/fixture-server.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const SITES = join(ROOT, "tests/fixtures/sites");
const ORDINARY = [
  "album",
  "bootstrap-rtl",
  "cover-page",
  "docs-site",
  "emotion-blog",
  "lazy-gallery",
  "lit-events",
  "modules-app",
  "news-magazine",
  "react-store",
  "restaurant",
  "saas-landing",
  "status-page",
];

const { values: args } = parseArgs({
  options: { hogs: { type: "string" }, match: { type: "string" }, idle: { type: "boolean", default: false } },
});
const hogCount = args.idle ? 0 : Number(args.hogs ?? availableParallelism());

function pages(): string[] {
  const runtime = readdirSync(join(SITES, "runtime"))
    .filter((n) => statSync(join(SITES, "runtime", n, "index.html"), { throwIfNoEntry: false })?.isFile())
    .sort()
    .map((n) => `runtime/${n}/`);
  const all = [...runtime, ...ORDINARY.map((n) => `${n}/`)];
  return args.match ? all.filter((p) => args.match!.split(",").some((m) => p.includes(m))) : all;
}

interface Row {
  page: string;
  ok: boolean;
  error?: string;
  workMs?: number;
  wallMs: number;
}

async function main(): Promise<void> {
  process.env.LAYOUTLIFT_TMP ??= join(ROOT, ".tmp/chromium");
  const limits = jobLimits(loadConfig({}));
  const site = await startFixtureServer(SITES);
  const pool = createBrowserPool();
  const threads = createThreadedExtract(1);
  const hogs: ChildProcess[] = [];
  const rows: Row[] = [];
  const loads: number[] = [];
  try {
    // As the server does at start-up: the engine thread's first job would otherwise be charged for loading the engine.
    await threads.warm(pool);
    for (let i = 0; i < hogCount; i++) hogs.push(spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
    console.log(`extraction beside ${hogCount} busy loop(s), limits: ${limits.workMs} ms work, ${limits.stallMs} ms stall, ${limits.wallMs} ms wall`);
    console.log(["page".padEnd(30), "result".padEnd(8), "work ms".padStart(8), "wall ms".padStart(8), "load".padStart(6)].join(" "));
    for (const page of pages()) {
      let usage: { workMs: number | undefined; wallMs: number } | undefined;
      const started = Date.now();
      const row: Row = { page, ok: false, wallMs: 0 };
      try {
        await extractBounded(
          { pool, extract: threads.extract, limits, egress: { allowPrivate: true }, onUsage: (u) => (usage = u) },
          site.url(page),
          () => undefined,
        );
        row.ok = true;
      } catch (error) {
        row.error = error instanceof Error ? error.message.split("\n")[0] : String(error);
      }
      row.workMs = usage?.workMs;
      row.wallMs = usage?.wallMs ?? Date.now() - started;
      const load = loadavg()[0];
      loads.push(load);
      rows.push(row);
      const work = row.workMs === undefined ? "?" : `${Math.round(row.workMs)}`;
      console.log([page.padEnd(30), (row.ok ? "ok" : "FAILED").padEnd(8), work.padStart(8), `${row.wallMs}`.padStart(8), load.toFixed(1).padStart(6)].join(" "));
      if (row.error) console.log(`  ${row.error}`);
    }
  } finally {
    for (const hog of hogs) if (hog.pid) process.kill(hog.pid, "SIGKILL");
    await threads.close();
    await pool.close();
    await site.close();
  }
  const failed = rows.filter((r) => !r.ok);
  const forTime = failed.filter((r) => /took too long/.test(r.error ?? ""));
  const works = rows.flatMap((r) => (r.workMs === undefined ? [] : [r.workMs]));
  console.log(
    JSON.stringify({
      hogs: hogCount,
      pages: rows.length,
      failed: failed.length,
      failedForTime: forTime.length,
      maxWorkMs: Math.round(Math.max(...works)),
      maxWallMs: Math.max(...rows.map((r) => r.wallMs)),
      meanLoad: Number((loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)).toFixed(1)),
    }),
  );
  if (failed.length) process.exitCode = 1;
}

await main();
