/**
 * The full matrix behind tests/integration/export-projects.test.ts (which runs a representative subset in CI):
 * every fixture site's zip, its React and Vue projects built with vite and its Next.js project built and started,
 * each compared with the zip's static html copy at 1280, 768 and 390 px (target ≤ 0.5 % differing pixels).
 * Everything stays on loopback. Prints a table and a JSON summary line. `--no-next` skips the Next.js builds
 * (about a minute each).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { launchTestBrowser } from "../helpers/browser.ts";
import { createRenderContext } from "../helpers/similarity.ts";
import { startFixtureServer } from "../helpers/fixture-server.ts";
import { ensureDir, shotDifference } from "../integration/export-render-helpers.ts";
import { loadFixtureLayouts } from "../integration/export-fixture-layouts.ts";
import { nextBuild, nextStart, screenshotSite, viteBuild, writeProject } from "../integration/export-project-build.ts";

const WIDTHS = [1280, 768, 390];
const TARGET = 0.005;
const withNext = !process.argv.includes("--no-next");
const dir = mkdtempSync(join(ensureDir(join(process.cwd(), ".tmp")), "bench-projects-"));
const fixtures = await loadFixtureLayouts({ viewports: WIDTHS });
for (const [name, why] of fixtures.failures) console.error(`could not extract ${name}: ${why}`);
const fetchAsset = async (url: string) => {
  const res = await fetch(url).catch(() => null);
  return res?.ok ? { body: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "application/octet-stream" } : null;
};
const browser = await launchTestBrowser();
const context = await createRenderContext(browser);
const page = await context.newPage();

type Row = { fixture: string } & Record<string, number | string>;
const rows: Row[] = [];
for (const layout of fixtures.layouts.sort((a, b) => a.name.localeCompare(b.name))) {
  const row: Row = { fixture: layout.name };
  try {
    const zip = unzipSync((await exportLayout("zip", layout, { fetchAsset })).body);
    const staticCopy = await startFixtureServer(writeProject(zip, "", join(dir, layout.name, "static"), (p) => !/^(react|vue|nextjs|wordpress)\//.test(p)));
    const references = new Map<number, Awaited<ReturnType<typeof screenshotSite>>>();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      references.set(width, await screenshotSite(page, staticCopy.url(""), null));
    }
    const measure = async (format: string, url: string, mount: string | null) => {
      let worst = 0;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const shot = await screenshotSite(page, url, mount);
        worst = Math.max(worst, await shotDifference(references.get(width)!, shot));
      }
      row[format] = Number(worst.toFixed(5));
    };
    for (const [folder, mount] of [["react/", "#root"], ["vue/", "#app"]] as const) {
      const started = performance.now();
      const site = await startFixtureServer(await viteBuild(writeProject(zip, folder, join(dir, layout.name, folder))));
      row[`${folder}buildMs`] = Math.round(performance.now() - started);
      await measure(folder.slice(0, -1), site.url(""), mount);
      await site.close();
    }
    if (withNext) {
      const project = writeProject(zip, "nextjs/", join(dir, layout.name, "nextjs"));
      const started = performance.now();
      await nextBuild(project);
      row["nextjs/buildMs"] = Math.round(performance.now() - started);
      const app = await nextStart(project);
      await measure("nextjs", app.url, null);
      await app.close();
    }
    await staticCopy.close();
  } catch (error) {
    row.error = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  }
  rows.push(row);
  console.error(JSON.stringify(row));
}
await browser.close();
await fixtures.server?.close();
rmSync(dir, { recursive: true, force: true });

const formats = withNext ? ["react", "vue", "nextjs"] : ["react", "vue"];
console.log(`${"fixture".padEnd(20)} ${formats.map((f) => `${f} max diff`.padStart(16)).join(" ")}`);
for (const r of rows) console.log(`${r.fixture.padEnd(20)} ${formats.map((f) => (r[f] === undefined ? String(r.error ?? "-").slice(0, 16) : `${(Number(r[f]) * 100).toFixed(3)} %`).padStart(16)).join(" ")}`);
const failing = rows.filter((r) => r.error || formats.some((f) => Number(r[f]) > TARGET)).map((r) => r.fixture);
console.log(`${rows.length - failing.length}/${rows.length} fixtures within ${TARGET * 100} % at ${WIDTHS.join(", ")} px${failing.length ? `; over: ${failing.join(", ")}` : ""}`);
console.log(JSON.stringify({ bench: "export-projects", widths: WIDTHS, target: TARGET, rows, failing }));
