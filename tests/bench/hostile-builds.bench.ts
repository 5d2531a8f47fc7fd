/**
 * The full matrix behind tests/integration/export-build-tailwind-added.test.ts (which builds the React project in
 * `npm test`): the hostile page's single-layout projects (React, Vue, Svelte, Astro, Next.js) and its whole-site
 * projects (React, Vue, Next.js), each with Tailwind v4 added the documented way and built with `npm run build`
 * offline. Target for every build: no page module imported (no marker file), Tailwind ran, no built file carries the
 * page's script, no script file beyond the build's own bundles. Loopback only. Prints a table and a JSON summary
 * line; exits 1 when a build misses the target. `--no-next` skips the Next.js builds (about a minute each).
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { ensureDir } from "../integration/export-render-helpers.ts";
import { buildWithTailwind, hostileTailwindExports, SINGLE_BUILDS, SITE_BUILDS } from "../integration/tailwind-added-hostile.ts";

const withNext = !process.argv.includes("--no-next");
const tmp = ensureDir(join(process.cwd(), ".tmp"));
const builds = [...SINGLE_BUILDS, ...SITE_BUILDS].filter((b) => withNext || b.framework !== "nextjs");
const exports = await hostileTailwindExports();
const rows: { project: string; ms: number; markers: number; tailwind: boolean; pageScript: number; extraScripts: number; pass: boolean; error?: string }[] = [];
try {
  for (const build of builds) {
    const dir = join(tmp, `bench-tailwind-added-${build.name.replace(/\s+/g, "-")}-${process.pid}`);
    try {
      const r = await buildWithTailwind(exports, build, dir);
      const pass = r.markers.length === 0 && r.tailwindRan && r.withPageScript.length === 0 && r.extraScripts.length === 0;
      rows.push({ project: build.name, ms: Math.round(r.ms), markers: r.markers.length, tailwind: r.tailwindRan, pageScript: r.withPageScript.length, extraScripts: r.extraScripts.length, pass });
      if (!pass) console.error(`${build.name}: markers ${r.markers.join(",")} page script in ${r.withPageScript.join(",")} extra scripts ${r.extraScripts.join(",")}`);
    } catch (error) {
      rows.push({ project: build.name, ms: 0, markers: -1, tailwind: false, pageScript: -1, extraScripts: -1, pass: false, error: (error as Error).message.slice(0, 400) });
      console.error(`${build.name}: ${(error as Error).message.slice(0, 2000)}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await exports.close();
  rmSync(exports.payloads.dir, { recursive: true, force: true });
}

console.log("project        build ms  modules run  tailwind  page script  extra scripts  result");
for (const r of rows) {
  console.log(`${r.project.padEnd(14)} ${String(r.ms).padStart(8)}  ${String(r.markers).padStart(11)}  ${String(r.tailwind).padStart(8)}  ${String(r.pageScript).padStart(11)}  ${String(r.extraScripts).padStart(13)}  ${r.pass ? "PASS" : "FAIL"}`);
}
const failed = rows.filter((r) => !r.pass).length;
console.log(JSON.stringify({ bench: "hostile-builds", builds: rows.length, failed, rows }));
process.exit(failed ? 1 : 0);
