/**
 * The full matrix behind tests/integration/export-formats.test.ts (which renders the samples and a representative
 * set of fixture sites): every fixture site extracted at 1280 px, exported in every format, each format rendered as a
 * user's project would render it and compared in Chromium with the html export (target ≤ 0.5 % differing pixels, the
 * same page height). Everything stays on loopback. Prints a table and a JSON summary line.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { exportFormats } from "@layoutlift/core/contract/export";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { launchTestBrowser } from "../helpers/browser.ts";
import { createRenderContext } from "../helpers/similarity.ts";
import { fetchAsset } from "../integration/export-asset-server.ts";
import { FIXTURE_NAMES, fixtureExtractor } from "../integration/export-fixture-layouts.ts";
import { renderEveryFormat, type Exports } from "../integration/export-format-renders.ts";
import { ensureDir } from "../integration/export-render-helpers.ts";

const TARGET = 0.005;
const TMP = ensureDir(join(process.cwd(), ".tmp"));
process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
const dir = mkdtempSync(join(TMP, "bench-formats-"));
const extractor = await fixtureExtractor();
const browser = await launchTestBrowser();
const context = await createRenderContext(browser);

interface Row {
  fixture: string;
  diffs: Record<string, number>;
  heights: string[];
  ms: number;
  error?: string;
}
const rows: Row[] = [];
for (const name of FIXTURE_NAMES) {
  const started = performance.now();
  const row: Row = { fixture: name, diffs: {}, heights: [], ms: 0 };
  const page = await context.newPage();
  try {
    const layout = await extractor.layout(name);
    const files = {} as Exports;
    for (const format of exportFormats) files[format] = (await exportLayout(format, { html: layout.html, css: layout.css, title: layout.title, document: layout.document }, { fetchAsset })).body;
    Object.assign(row, await renderEveryFormat(page, files, ensureDir(join(dir, name))));
  } catch (error) {
    row.error = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  } finally {
    await page.close();
  }
  row.ms = Math.round(performance.now() - started);
  rows.push(row);
  console.error(JSON.stringify(row));
}
await context.close();
await browser.close();
await extractor.close();
rmSync(dir, { recursive: true, force: true });

const columns = [...new Set(rows.flatMap((r) => Object.keys(r.diffs)))];
console.log(`${"fixture".padEnd(18)} ${columns.map((c) => c.padStart(Math.max(9, c.length))).join(" ")} ${"s".padStart(6)}`);
for (const r of rows) {
  const cells = columns.map((c) => (r.diffs[c] === undefined ? "-" : `${(r.diffs[c] * 100).toFixed(2)}%`).padStart(Math.max(9, c.length)));
  console.log(`${r.fixture.padEnd(18)} ${cells.join(" ")} ${(r.ms / 1000).toFixed(1).padStart(6)}${r.error ? `  ${r.error}` : ""}`);
  for (const h of r.heights) console.log(`  height: ${h}`);
}
const failing = rows.filter((r) => r.error || r.heights.length || Object.values(r.diffs).some((d) => d > TARGET)).map((r) => r.fixture);
console.log(`${rows.length - failing.length}/${rows.length} fixtures render within ${TARGET * 100} % in every format${failing.length ? `; over: ${failing.join(", ")}` : ""}`);
console.log(JSON.stringify({ bench: "export-formats", target: TARGET, rows, failing }));
process.exitCode = failing.length ? 1 : 0;
