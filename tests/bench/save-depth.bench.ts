/**
 * `npm run bench:save-depth`: how long hostile saves block the event loop every user's requests run on (issue 22,
 * item 4). Before: the save-time depth check parsed editedHtml with parse5 on the request thread (htmlDepth inline,
 * as assertLayoutDepth did). After: the real server's PATCH /api/layouts/:id, which parses large documents in the
 * export threads. For each hostile body it prints the max event-loop delay (perf_hooks.monitorEventLoopDelay), the
 * save's wall time and its answer. BENCH_SAVE_MB sets the body size (default 5, the API's ceiling).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { layouts } from "@layoutlift/core/db/schema/index";
import { htmlDepth } from "@layoutlift/core/html/depth-limit";
import { closeExportThreads } from "@layoutlift/core/threads/export-in-thread";
import { startTestServer } from "../helpers/server.ts";
import { TEST_ORIGIN } from "../helpers/test-app.ts";

const BYTES = Math.floor(Number(process.env.BENCH_SAVE_MB ?? 5) * 1_000_000) - 100;
const bodies: Record<string, () => string> = {
  "<b><p>x repeated": () => "<b><p>x".repeat(Math.floor(BYTES / 7)),
  "nested divs": () => "<div>".repeat(Math.floor(BYTES / 5)),
};

interface Row {
  body: string;
  mode: "before (inline parse5)" | "after (PATCH, export threads)";
  maxLoopDelayMs: number;
  wallMs: number;
  /** Slowest of another user's requests (GET /api/auth/user, one after another) made during the save. */
  otherRequestMaxMs?: number;
  answer: string;
}

/**
 * Runs `work` while sampling the event loop's delay every 10 ms (the histogram) and the longest gap between the
 * ticks of a 5 ms timer (as other users' requests would wait); returns the worse of the two (ms).
 */
async function measure<T>(work: () => Promise<T>): Promise<{ value: T; maxLoopDelayMs: number; wallMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  let last = started;
  let maxGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 5);
  try {
    const value = await work();
    const wallMs = Math.round(performance.now() - started);
    // One more turn of the loop, so a stretch blocked until the very end is sampled too.
    await new Promise((r) => setTimeout(r, 20));
    return { value, maxLoopDelayMs: Math.round(Math.max(histogram.max / 1e6, maxGap)), wallMs };
  } finally {
    clearInterval(ticker);
    histogram.disable();
  }
}

async function main() {
  const rows: Row[] = [];
  const server = await startTestServer("pglite");
  try {
    const { user, cookie } = await server.signIn({ firstName: "Bench" });
    const otherCookie = (await server.signIn({ firstName: "Other" })).cookie;
    const [row] = await server.runtime.deps.db
      .insert(layouts)
      .values({ userId: user.id, url: "https://example.com/", status: "done", extractedHtml: "<p>x</p>", extractedCss: "" })
      .returning();
    // Warm the threads with a small large-enough save, so module loading is not counted against the hostile ones.
    // The body is serialized before the clock starts: only the server's work is measured.
    const save = (body: string) =>
      fetch(`${server.baseUrl}/api/layouts/${row.id}`, { method: "PATCH", headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" }, body });
    const versionNow = async () =>
      ((await (await fetch(`${server.baseUrl}/api/layouts/${row.id}`, { headers: { cookie } })).json()) as { version: number }).version;
    await save(JSON.stringify({ editedHtml: "<p>warm</p>".repeat(300), version: await versionNow() }));
    for (const [name, make] of Object.entries(bodies)) {
      const body = JSON.stringify({ editedHtml: make(), version: await versionNow() });
      let saving = true;
      let otherRequestMaxMs = 0;
      const other = (async () => {
        while (saving) {
          const asked = performance.now();
          await (await fetch(`${server.baseUrl}/api/auth/user`, { headers: { cookie: otherCookie } })).arrayBuffer();
          otherRequestMaxMs = Math.max(otherRequestMaxMs, performance.now() - asked);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const { value, maxLoopDelayMs, wallMs } = await measure(async () => {
        const res = await save(body);
        const answer = (await res.json()) as { message?: string };
        return `${res.status}${answer.message ? ` ${answer.message.slice(0, 60)}…` : ""}`;
      }).finally(() => (saving = false));
      await other;
      rows.push({ body: name, mode: "after (PATCH, export threads)", maxLoopDelayMs, wallMs, answer: value, otherRequestMaxMs: Math.round(otherRequestMaxMs) });
    }
  } finally {
    await server.close();
    await closeExportThreads();
  }
  // After the server's rows: the inline parses leave huge trees whose collection would be charged to the server.
  for (const [name, make] of Object.entries(bodies)) {
    const html = make();
    const { value, maxLoopDelayMs, wallMs } = await measure(async () => {
      await new Promise((r) => setTimeout(r, 20)); // the loop is sampled before the parse starts
      return htmlDepth(html);
    });
    rows.push({ body: name, mode: "before (inline parse5)", maxLoopDelayMs, wallMs, answer: `depth ${value}` });
  }

  console.table(rows);
  console.log(JSON.stringify({ bench: "save-depth", bytes: BYTES, rows }));
}

await main();
