import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * Which exported-project builds `npm test` runs (issue 29: the suite must finish under 20 minutes on 2 cores, and a
 * cold `next build` of an exported project costs ~30 s of CPU on a developer machine, ~50 s in CI; a vite build of
 * the same project under 1 s, `astro build` ~3 s). The everyday run builds every framework at least once and checks
 * each feature (rendering, behaviours, site routing, hostile input) in at least one real build; which framework
 * carries which check is said where the builds are listed. `LAYOUTLIFT_EXPORT_MATRIX=full`
 * (`npm run bench:project-matrix`) runs the whole framework × feature cross product with the same assertions.
 */
export const FULL_PROJECT_MATRIX = process.env.LAYOUTLIFT_EXPORT_MATRIX === "full";

const execFileAsync = promisify(execFile);
const TSC = join(process.cwd(), "node_modules", "typescript", "bin", "tsc");

/**
 * The type check `next build` runs ("Linting and checking validity of types"): `tsc --noEmit` over a Next.js project
 * with the project's own tsconfig.json, resolving next's and React's types from the root node_modules. ~4 s of CPU
 * where the whole build is ~30 s; it fails with tsc's errors. `--incremental false` leaves no .tsbuildinfo behind.
 */
export async function nextTypeCheck(dir: string): Promise<void> {
  try {
    await execFileAsync(process.execPath, [TSC, "--noEmit", "--incremental", "false", "-p", "."], { cwd: dir, maxBuffer: 16 * 1024 * 1024, timeout: 300_000 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`tsc --noEmit failed in ${dir}:\n${(e.stdout ?? "") + (e.stderr ?? "") || e.message}`.slice(0, 4000));
  }
}
