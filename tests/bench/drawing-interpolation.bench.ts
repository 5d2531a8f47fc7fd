/**
 * How far the output's interpolation puts a runtime chart's shapes from where the page draws them, at widths between
 * the samples (issue 25), without rendering anything: each page under tests/fixtures/sites/runtime/ is captured as the
 * product captures it (default widths), then the page is resized to each asked width and every drawing read there is
 * compared, number by number, with the interpolation between the two samples that bracket its box width (same
 * structure). Two measures: in px as the output keyframes them (bitmap position × box / bitmap, the canvas stretched
 * over its box), and in raw bitmap px keyed by box width (what a chart that lays out in its box's own size moves
 * linearly in). Ink (runtime-widths.bench.ts) says how much a miss costs; this says where it comes from.
 *
 *   npm run bench:drawing-interpolation -- [--match chartjs] [--widths 1024,1205]
 *
 * Prints one row per page, width and canvas: box, bitmap, bracketing samples and the max/median/p90 error of both.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { capturePage } from "@layoutlift/core/extract/browser/capture";
import { drawingsAtCurrentWidth, responsiveDrawings } from "@layoutlift/core/extract/browser/vector-samples";
import { setViewportSize } from "@layoutlift/core/extract/browser/snapshot";
import { DEFAULT_VIEWPORTS } from "@layoutlift/core/extract/extract";
import { pickVerifyWidths } from "@layoutlift/core/extract/verify-widths";
import type { CanvasRecord } from "@layoutlift/core/extract/vector/display-list";
import { structureKey } from "@layoutlift/core/extract/vector/drawing-ranges";
import { geometryNumbers } from "@layoutlift/core/extract/vector/linearity";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { startFixtureServer } from "../helpers/fixture-server.ts";
import { runtimeFixtureNames } from "./runtime-fixtures.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const { values: args } = parseArgs({ options: { match: { type: "string" }, widths: { type: "string", default: "1024,1205,1066" } } });
const widths = args.widths.split(",").map(Number);

/** The record with its bitmap as its box: geometryNumbers then gives raw bitmap px. */
const asBitmap = (r: CanvasRecord): CanvasRecord => ({ ...r, box: { w: r.pixels.w, h: r.pixels.h } });

/** Max, median and p90 of |interpolated − actual| over every number, the interpolation keyed by box width. */
function errors(lo: CanvasRecord, at: CanvasRecord, hi: CanvasRecord, numbers: (r: CanvasRecord) => number[]): string {
  const t = (at.box.w - lo.box.w) / (hi.box.w - lo.box.w);
  const [a, m, b] = [lo, at, hi].map(numbers);
  const e = m.map((v, i) => Math.abs(a[i] + (b[i] - a[i]) * t - v)).sort((x, y) => x - y);
  const q = (p: number) => e[Math.min(e.length - 1, Math.floor(e.length * p))].toFixed(2);
  return `max ${q(1)} median ${q(0.5)} p90 ${q(0.9)}`;
}

async function main(): Promise<void> {
  process.env.LAYOUTLIFT_TMP ??= join(ROOT, ".tmp/chromium");
  const names = runtimeFixtureNames(args.match);
  const fixtures = await startFixtureServer(join(ROOT, "tests/fixtures/sites"));
  const pool = createBrowserPool();
  const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  try {
    for (const name of names) {
      await pool.withContext(
        async (context) => {
          const page = await context.newPage();
          const captured = await capturePage(page, fixtures.url(`runtime/${name}/`), {
            widths: DEFAULT_VIEWPORTS,
            verifyWidths: pickVerifyWidths(DEFAULT_VIEWPORTS),
            navigationMs: 30_000,
            maxElements: 50_000,
            maxHeightPx: 30_000,
          });
          const primary = captured.drawings.get(DEFAULT_VIEWPORTS[0]);
          if (!primary?.size) return;
          const responsive = responsiveDrawings(primary);
          for (const width of widths) {
            await setViewportSize(page, width);
            for (const [stamp, actual] of await drawingsAtCurrentWidth(page, responsive)) {
              if (!actual) continue;
              const samples = [...captured.drawings.values()].map((m) => m.get(stamp)).filter((r): r is CanvasRecord => !!r);
              const lo = samples.filter((r) => r.box.w <= actual.box.w).sort((a, b) => b.box.w - a.box.w)[0];
              const hi = samples.filter((r) => r.box.w > actual.box.w).sort((a, b) => a.box.w - b.box.w)[0];
              const head = `${name} @${width} canvas ${stamp}: box ${actual.box.w.toFixed(3)}×${actual.box.h.toFixed(3)} bitmap ${actual.pixels.w}×${actual.pixels.h}`;
              if (!lo || !hi || lo.box.w === actual.box.w) {
                console.log(`${head}: sampled or outside the samples`);
                continue;
              }
              const key = structureKey(actual);
              const bracket = `samples ${lo.box.w.toFixed(2)}..${hi.box.w.toFixed(2)}`;
              if (structureKey(lo) !== key || structureKey(hi) !== key) {
                console.log(`${head}: ${bracket}, another structure`);
                continue;
              }
              console.log(`${head}: ${bracket}; px ${errors(lo, actual, hi, geometryNumbers)}; bitmap px ${errors(lo, actual, hi, (r) => geometryNumbers(asBitmap(r)))}`);
            }
          }
        },
        { proxyServer: proxy.server },
      );
    }
  } finally {
    await proxy.close();
    await pool.close();
    await fixtures.close();
  }
}

await main();
