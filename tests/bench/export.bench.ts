/**
 * Export speed: time to produce all eight formats for the long layout (target ≤ 300 ms in total; the issue's
 * ceiling with component trees and tokens is 500 ms). Then, per fixture site: components made, repeated groups
 * found, design tokens made, declarations the Tailwind flavour maps to utilities vs keeps in its stylesheet, and the
 * time for all eight formats.
 * The long layout is the largest fixture site extracted by the real engine when it can run here, and always the
 * long hand-written sample. Asset downloads are served from memory so the number measures the exporters, not the
 * network. Prints a table and a JSON summary line.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { exportLayout, type FetchAsset } from "@layoutlift/core/export/export-layout";
import { exportFormats, type ExportFormat } from "@layoutlift/core/contract/export";
import { longSample, type SampleLayout } from "../integration/export-samples.ts";
import { parseLayout } from "@layoutlift/core/export/model/layout-tree";
import { parseCss } from "@layoutlift/core/export/css/css-format";
import { sanitizeStylesheet } from "@layoutlift/core/html/stylesheet-policy";
import { planComponents } from "@layoutlift/core/export/model/structure/component-plan";
import { tokenizeCss } from "@layoutlift/core/export/css/tokens/design-tokens";
import { tailwindLayout } from "@layoutlift/core/export/css/tailwind/tailwind-export";
import { startFixtureServer } from "../helpers/fixture-server.ts";

const TARGET_MS = 300;
const RUNS = 7;
const ORIGIN = "http://127.0.0.1:9";
const IMAGE = new Uint8Array(20_000).fill(7);
const fetchFromMemory: FetchAsset = async (url) => (url.startsWith(ORIGIN) && !url.includes("missing") ? { body: IMAGE, contentType: "image/png" } : null);

async function largestFixture(): Promise<SampleLayout | null> {
  const sites = join(process.cwd(), "tests", "fixtures", "sites");
  if (!existsSync(join(process.cwd(), "core", "src", "extract", "extract.ts")) || !existsSync(sites)) return null;
  const names = readdirSync(sites).filter((n) => existsSync(join(sites, n, "index.html")));
  if (!names.length) return null;
  const name = names.sort((a, b) => statSync(join(sites, b, "index.html")).size - statSync(join(sites, a, "index.html")).size)[0];
  const { extractLayout } = await import("@layoutlift/core/extract/extract");
  const { createBrowserPool } = await import("@layoutlift/core/browser/pool");
  const server = await startFixtureServer(sites, { offlineRemoteUrls: true });
  const pool = createBrowserPool();
  try {
    const result = await extractLayout(server.url(`${name}/`), { pool });
    return { name: `fixture:${name}`, title: result.title, html: result.html, css: result.css };
  } catch (error) {
    console.error(`could not extract ${name}: ${(error as Error).message}`);
    return null;
  } finally {
    await pool.close();
    await server.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(layout: SampleLayout) {
  const perFormat = Object.fromEntries(exportFormats.map((f) => [f, [] as number[]])) as Record<ExportFormat, number[]>;
  const totals: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    // A different (equivalent) document per run, so every run pays for parsing like a fresh export does.
    const input = { ...layout, html: `${layout.html}<!-- run ${run} -->` };
    const started = performance.now();
    for (const format of exportFormats) {
      const t0 = performance.now();
      await exportLayout(format, input, { fetchAsset: fetchFromMemory });
      if (run > 0) perFormat[format].push(performance.now() - t0);
    }
    if (run > 0) totals.push(performance.now() - started); // run 0 warms up the JIT
  }
  return {
    layout: layout.name,
    htmlKb: Math.round(Buffer.byteLength(layout.html) / 1024),
    cssKb: Math.round(Buffer.byteLength(layout.css) / 1024),
    formatsMs: Object.fromEntries(exportFormats.map((f) => [f, Number(median(perFormat[f]).toFixed(1))])),
    allFormatsMs: Number(median(totals).toFixed(1)),
  };
}

const layouts = [longSample(ORIGIN)];
const fixture = await largestFixture();
if (fixture) layouts.unshift(fixture);

const results = [];
for (const layout of layouts) results.push(await measure(layout));

/** Per fixture: what the component exports make of it, and how long all formats take (median of 3 after a warm-up). */
async function perFixture() {
  const { FIXTURE_NAMES, loadFixtureLayouts } = await import("../integration/export-fixture-layouts.ts");
  if (!FIXTURE_NAMES.length) return [];
  const { layouts: fixtures, server, failures } = await loadFixtureLayouts({ viewports: [1280, 768, 390] });
  await server?.close();
  for (const [name, why] of failures) console.error(`could not extract ${name}: ${why}`);
  const rows = [];
  for (const layout of fixtures.sort((a, b) => a.name.localeCompare(b.name))) {
    const tree = parseLayout(layout);
    const plan = planComponents(tree.nodes);
    const { tokens } = tokenizeCss(sanitizeStylesheet(parseCss(tree.css)));
    const tailwind = await tailwindLayout(tree, parseCss(tree.css));
    const times: number[] = [];
    for (let run = 0; run < 4; run++) {
      const input = { ...layout, html: `${layout.html}<!-- run ${run} -->` };
      const t0 = performance.now();
      for (const format of exportFormats) await exportLayout(format, input, { fetchAsset: fetchFromMemory });
      if (run > 0) times.push(performance.now() - t0);
    }
    rows.push({
      fixture: layout.name,
      components: plan.components.filter((c) => !c.list).length,
      repeatedGroups: plan.components.filter((c) => c.list).length,
      tokens: tokens.length,
      tailwindMapped: tailwind.mapped,
      tailwindKept: tailwind.kept,
      allFormatsMs: Number(median(times).toFixed(1)),
    });
  }
  return rows;
}
const fixtureRows = await perFixture();

/** A layout nested 1,000 levels deep (a hostile page's shape): every format, warmed up, best of three. */
async function deepLayout(depth: number) {
  const html = `${'<div class="box">'.repeat(depth)}<p>deep text</p>${"</div>".repeat(depth)}`;
  const times: number[] = [];
  for (let run = 0; run < 4; run++) {
    const input = { html: `${html}<!-- run ${run} -->`, css: ".box { padding: 1px }" };
    const t0 = performance.now();
    for (const format of exportFormats) await exportLayout(format, input, { fetchAsset: fetchFromMemory });
    if (run > 0) times.push(performance.now() - t0);
  }
  return { depth, allFormatsMs: Number(Math.min(...times).toFixed(1)) };
}
const deep = await deepLayout(1_000);

console.log(`${"layout".padEnd(28)} ${"html KB".padStart(8)} ${"css KB".padStart(7)} ${exportFormats.map((f) => f.padStart(11)).join(" ")} ${"all eight".padStart(10)}`);
for (const r of results) {
  console.log(
    `${r.layout.padEnd(28)} ${String(r.htmlKb).padStart(8)} ${String(r.cssKb).padStart(7)} ${exportFormats.map((f) => `${r.formatsMs[f]} ms`.padStart(11)).join(" ")} ${`${r.allFormatsMs} ms`.padStart(10)}`,
  );
}
if (fixtureRows.length) {
  console.log("");
  console.log(`${"fixture".padEnd(20)} ${"components".padStart(10)} ${"repeated".padStart(9)} ${"tokens".padStart(7)} ${"tw mapped/kept".padStart(15)} ${"all formats".padStart(12)}`);
  for (const r of fixtureRows) {
    const tw = `${r.tailwindMapped}/${r.tailwindKept}`;
    console.log(`${r.fixture.padEnd(20)} ${String(r.components).padStart(10)} ${String(r.repeatedGroups).padStart(9)} ${String(r.tokens).padStart(7)} ${tw.padStart(15)} ${`${r.allFormatsMs} ms`.padStart(12)}`);
  }
  console.log("");
}
const worst = Math.max(...results.map((r) => r.allFormatsMs));
console.log(`all eight formats for the long layout: ${worst} ms (target ≤ ${TARGET_MS} ms) → ${worst <= TARGET_MS ? "PASS" : "OVER TARGET"}`);
console.log(`all eight formats for a layout ${deep.depth} levels deep: ${deep.allFormatsMs} ms (target ≤ 2000 ms) → ${deep.allFormatsMs <= 2000 ? "PASS" : "OVER TARGET"}`);
// Timings scale with machine load; the load average says how busy the machine was while measuring.
const load = Number(loadavg()[0].toFixed(1));
console.log(`machine: ${cpus().length} cores, load average ${load}`);
console.log(JSON.stringify({ bench: "export", targetMs: TARGET_MS, allFormatsMs: worst, pass: worst <= TARGET_MS, loadAverage: load, results, deep, fixtures: fixtureRows }));
