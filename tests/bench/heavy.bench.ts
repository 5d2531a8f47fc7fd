/**
 * `npm run bench:heavy`: does one heavy page stall everyone else? Starts the real local server (API + web + the
 * in-process extraction worker) on loopback, serves a generated 5.8 MB page with 150k CSS rules from a loopback
 * server, and extracts it through POST /api/layouts/extract while autocannon loads `GET /api/auth/user` (another
 * signed-in user). Then exports a generated 9 MB body (1.6M rules) the same way. Target: p99 ≤ 200 ms throughout.
 * Prints a table and a JSON summary line.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { heavyExportBody, heavyPage } from "./heavy-inputs.ts";

const TARGET_P99_MS = 200;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  phase: string;
  "seconds": number;
  outcome: string;
  "load req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "max ms": number;
  errors: number;
}

async function servePage(): Promise<{ server: Server; url: string; bytes: number; rules: number }> {
  const page = heavyPage();
  const server = createServer((req, res) => {
    if (req.url === "/heavy.css") res.writeHead(200, { "content-type": "text/css" }).end(page.css);
    else if (req.url === "/") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page.html);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/`, bytes: page.html.length + page.css.length, rules: page.rules };
}

/** Runs `work` while autocannon loads GET /api/auth/user; returns the work's result and the load's latencies. */
async function underLoad<T>(label: string, app: TestServer, cookie: string, work: () => Promise<T>) {
  let finished!: (result: autocannon.Result) => void;
  const done = new Promise<autocannon.Result>((resolve) => (finished = resolve));
  // (timeout: a stalled request must show up as latency, not vanish as an autocannon timeout)
  const load = autocannon(
    { url: `${app.baseUrl}/api/auth/user`, connections: CONNECTIONS, duration: 600, timeout: 180, headers: { cookie } },
    (err, result) => (err ? console.error(err) : finished(result)),
  );
  // Let the load settle first so the percentiles cover the whole of the work.
  await new Promise((r) => setTimeout(r, 500));
  const started = performance.now();
  console.error(`[heavy] ${label}…`);
  let result: T;
  try {
    result = await work();
  } finally {
    load.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const stats = await done;
  console.error(`[heavy] ${label}: ${seconds.toFixed(1)} s, p99 ${stats.latency.p99} ms`);
  return { result: result!, seconds, stats };
}

async function main() {
  const page = await servePage();
  const app = await startTestServer("pglite");
  const rows: Row[] = [];
  try {
    const owner = await app.signIn({ firstName: "Heavy" });
    await app.runtime.deps.db.insert(subscriptions).values({ userId: owner.user.id, tier: "pro", status: "active" });
    const other = await app.signIn({ firstName: "Bystander" });
    const origin = app.baseUrl;
    const post = (path: string, body: unknown) =>
      fetch(`${app.baseUrl}${path}`, { method: "POST", headers: { cookie: owner.cookie, origin, "content-type": "application/json" }, body: JSON.stringify(body) });

    // The same load with nothing heavy running: what the machine gives this server at all (a busy shared machine
    // shows here, not as the heavy work's fault).
    const baseline = await underLoad("baseline, nothing heavy running", app, other.cookie, () => new Promise((r) => setTimeout(r, 8000)));
    rows.push(row("baseline (no extraction or export)", baseline, "-"));

    const extraction = await underLoad("extracting the heavy page", app, other.cookie, async () => {
      const res = await post("/api/layouts/extract", { url: page.url });
      if (res.status !== 201) throw new Error(`extract answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        const layout = (await fetch(`${app.baseUrl}/api/layouts/${id}`, { headers: { cookie: owner.cookie } })
          .then((r) => r.json())
          .catch(() => null)) as { status: string; error: string | null; extractedCss: string | null } | null;
        if (!layout) continue; // a stalled server may drop the poll's connection; the load's errors show that
        if (layout.status === "done" || layout.status === "failed") return { id, ...layout };
      }
    });
    rows.push(row(`extract ${(page.bytes / 1e6).toFixed(1)} MB, ${page.rules / 1000}k rules`, extraction, extraction.result.status === "done" ? `done, ${Math.round((extraction.result.extractedCss?.length ?? 0) / 1024)} KB css` : `failed: ${extraction.result.error}`));

    const body = heavyExportBody();
    const bodyMb = ((body.html.length + body.css.length) / 1e6).toFixed(1);
    for (const format of ["html", "zip"] as const) {
      const exported = await underLoad(`exporting ${format}`, app, other.cookie, async () => {
        const res = await post(`/api/layouts/${extraction.result.id}/export`, { format, html: body.html, css: body.css });
        const bytes = (await res.arrayBuffer()).byteLength;
        return res.status === 200 ? `200, ${Math.round(bytes / 1024)} KB` : `${res.status}`;
      });
      rows.push(row(`export ${format} ${bodyMb} MB, ${body.rules / 1e6}M rules`, exported, exported.result));
    }
  } finally {
    await app.close();
    page.server.close();
  }
  console.table(rows);
  const worstP99 = Math.max(...rows.map((r) => r["p99 ms"]));
  console.log(JSON.stringify({ bench: "heavy", connections: CONNECTIONS, targetP99Ms: TARGET_P99_MS, worstP99Ms: worstP99, results: rows }));
}

function row(phase: string, run: { seconds: number; stats: autocannon.Result }, outcome: string): Row {
  const r: Row = {
    phase,
    seconds: Number(run.seconds.toFixed(1)),
    outcome,
    "load req/s": Math.round(run.stats.requests.average),
    "p50 ms": run.stats.latency.p50,
    "p99 ms": run.stats.latency.p99,
    "max ms": run.stats.latency.max,
    errors: run.stats.errors + run.stats.non2xx,
  };
  // Printed as it comes, so a phase that later crashes the server still leaves the earlier numbers.
  console.error(`[heavy] ${JSON.stringify(r)}`);
  return r;
}

await main();
