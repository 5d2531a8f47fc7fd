/**
 * The full matrix behind tests/integration/behaviours-framework-projects.test.ts (which clicks every control in the
 * static site and in one framework per library): every behaviour fixture's zip, its static site and its React, Vue
 * and Next.js projects built as their READMEs say (kept by content hash in .tmp/project-builds), every control
 * clicked on the original and on each export with the viewport compared after each step (ink ≥ 0.98). Everything
 * stays on loopback. Prints a table and a JSON summary line; exits non-zero when an interaction is not reproduced.
 */
import { join } from "node:path";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer } from "../helpers/fixture-server.ts";
import { createRenderContext } from "../helpers/similarity.ts";
import { behaviourPlayer, exportZips, FRAMEWORKS, MIN_INK } from "../integration/behaviour-matrix.ts";
import { BOOTSTRAP, DETAILS, RADIX, TAILWIND_ALPINE, type Fixture } from "../integration/behaviour-steps.ts";
import { writeProject } from "../integration/export-project-build.ts";
import { cachedProject } from "../integration/project-build-cache.ts";

const TMP = join(process.cwd(), ".tmp");
process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
const ALL = [BOOTSTRAP, TAILWIND_ALPINE, RADIX, DETAILS];
/** FIXTURES=radix-react,details-native and FORMATS=html,vue narrow a run (the Next.js builds dominate its time). */
const FIXTURES = process.env.FIXTURES ? ALL.filter((f) => process.env.FIXTURES!.split(",").includes(f.name)) : ALL;
const FORMATS = process.env.FORMATS?.split(",") ?? null;

const fixtures = await startFixtureServer(join(process.cwd(), "tests", "fixtures", "sites"));
const pageUrl = (fixture: Fixture) => fixtures.url(`behaviours/${fixture.name}/`);
const zips = await exportZips(FIXTURES, fixtures);
const browser = await launchTestBrowser();
const context = await createRenderContext(browser);
const player = behaviourPlayer(context, pageUrl);

interface Row {
  fixture: string;
  format: string;
  found: number;
  reproduced: number;
  buildMs: number | null;
  playMs: number;
  problems: string[];
}
const rows: Row[] = [];

for (const fixture of FIXTURES) {
  const zip = zips.get(fixture.name)!;
  const exports = [
    { format: "html", start: async () => ({ buildMs: null, mount: null, server: await startStatic(zip, fixture) }) },
    ...Object.values(FRAMEWORKS).map((framework) => ({
      format: framework.folder.slice(0, -1),
      start: async () => {
        const started = performance.now();
        const { dir, hit } = await cachedProject(zip, framework.folder, framework.build);
        return { buildMs: hit ? 0 : Math.round(performance.now() - started), mount: framework.mount, server: await framework.serve(dir) };
      },
    })),
  ];
  for (const { format, start } of exports.filter((e) => !FORMATS || FORMATS.includes(e.format))) {
    const row: Row = { fixture: fixture.name, format, found: 0, reproduced: 0, buildMs: null, playMs: 0, problems: [] };
    try {
      const { buildMs, mount, server } = await start();
      row.buildMs = buildMs;
      const started = performance.now();
      try {
        Object.assign(row, await player.compare(fixture, server.url, mount, format));
      } finally {
        row.playMs = Math.round(performance.now() - started);
        await server.close();
      }
    } catch (error) {
      row.problems.push((error instanceof Error ? error.message : String(error)).slice(0, 300));
    }
    rows.push(row);
    console.error(JSON.stringify(row));
  }
}
await context.close();
await browser.close();
await fixtures.close();

async function startStatic(zip: Record<string, Uint8Array>, fixture: Fixture): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = writeProject(zip, "", join(TMP, `bench-behaviours-html-${fixture.name}`), (path) => !/^(react|vue|nextjs|svelte|astro|wordpress)\//.test(path));
  const server = await startFixtureServer(dir);
  return { url: server.url(""), close: server.close };
}

console.log(`${"fixture".padEnd(18)} ${"export".padEnd(8)} ${"reproduced".padStart(10)} ${"build s".padStart(8)} ${"play s".padStart(7)}`);
for (const r of rows) {
  const build = r.buildMs === null ? "-" : r.buildMs === 0 ? "cached" : (r.buildMs / 1000).toFixed(1);
  console.log(`${r.fixture.padEnd(18)} ${r.format.padEnd(8)} ${`${r.reproduced}/${r.found}`.padStart(10)} ${build.padStart(8)} ${(r.playMs / 1000).toFixed(1).padStart(7)}`);
  for (const problem of r.problems) console.log(`  ${problem}`);
}
const failing = rows.filter((r) => r.problems.length || r.reproduced < r.found).map((r) => `${r.fixture} ${r.format}`);
console.log(`${rows.length - failing.length}/${rows.length} exports reproduce every interaction (ink ≥ ${MIN_INK})${failing.length ? `; short: ${failing.join(", ")}` : ""}`);
console.log(JSON.stringify({ bench: "behaviours", minInk: MIN_INK, rows, failing }));
process.exitCode = failing.length ? 1 : 0;
