/**
 * The user's first export after the server starts: exports print in threads that start on first use, and a thread's
 * first zip also loads Prettier and its plugins and runs every printer for the first time. Compares, on fresh export
 * threads each round, the first zip and the first React export with the threads cold (started by that export) and
 * warmed the way the server warms them at start (warmExportThreads), and a later zip for reference. Each export is
 * of a different document (no cache answers). Prints a table and a JSON summary line.
 */
import { loadavg } from "node:os";
import { closeExportThreads, exportInThread, warmExportThreads } from "@layoutlift/core/threads/export-in-thread";
import { longSample } from "../integration/export-samples.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const base = longSample("http://127.0.0.1:9");
let serial = 0;
/** The long sample with its text changed, so neither the prepared-layout nor the Prettier cache knows it. */
const fresh = () => {
  const n = ++serial;
  return { ...base, html: base.html.replaceAll(/>([A-Za-z][^<]{3,})</g, (_m, text: string) => `>${text} ${n}<`) };
};
const keepAlive = setInterval(() => {}, 1_000);
const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return Math.round(performance.now() - started);
};
const exportOf = (format: "zip" | "react") => () => exportInThread(format, fresh(), null, undefined, { userId: `bench-${format}` });

type Row = { mode: "cold" | "warm"; warmUpMs: number; firstZipMs: number; firstReactMs: number; laterZipMs: number };
const rows: Row[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of ["cold", "warm"] as const) {
    await closeExportThreads();
    const warmUpMs = mode === "warm" ? await timed(warmExportThreads) : 0;
    // Both first exports at once, as two users would: each takes its own thread.
    const [firstZipMs, firstReactMs] = await Promise.all([timed(exportOf("zip")), timed(exportOf("react"))]);
    const laterZipMs = await timed(exportOf("zip"));
    rows.push({ mode, warmUpMs, firstZipMs, firstReactMs, laterZipMs });
    console.error(JSON.stringify(rows.at(-1)));
  }
}
await closeExportThreads();
clearInterval(keepAlive);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const summary = Object.fromEntries(
  (["cold", "warm"] as const).map((mode) => {
    const of = rows.filter((r) => r.mode === mode);
    return [mode, { warmUpMs: median(of.map((r) => r.warmUpMs)), firstZipMs: median(of.map((r) => r.firstZipMs)), firstReactMs: median(of.map((r) => r.firstReactMs)), laterZipMs: median(of.map((r) => r.laterZipMs)) }];
  }),
);
console.log(`${"threads".padEnd(8)} ${"warm-up".padStart(8)} ${"1st zip".padStart(8)} ${"1st react".padStart(10)} ${"later zip".padStart(10)}  (median ms of ${ROUNDS})`);
for (const [mode, s] of Object.entries(summary)) console.log(`${mode.padEnd(8)} ${String(s.warmUpMs).padStart(8)} ${String(s.firstZipMs).padStart(8)} ${String(s.firstReactMs).padStart(10)} ${String(s.laterZipMs).padStart(10)}`);
console.log(JSON.stringify({ bench: "first-export", rounds: ROUNDS, load: loadavg()[0].toFixed(2), ...summary }));
