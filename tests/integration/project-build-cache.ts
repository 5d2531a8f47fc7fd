import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeProject } from "./export-project-build.ts";

/**
 * Built framework projects kept under .tmp/project-builds/, each in a folder named by a hash of the exported
 * project's files and the toolchain that builds it (Node, vite, next, react, vue, svelte, astro and their plugins). An export that
 * has not changed is not built again: the build of the same files with the same tools gives the same site, and the
 * test still renders and compares it. Any change to the exporter's output or to a tool makes a new folder.
 */
const ROOT = process.cwd();
const CACHE = join(ROOT, ".tmp", "project-builds");
const DONE = ".layoutlift-built";
/** Built folders kept: every project one run builds (layouts and sites, five frameworks), plus a change's replacements. */
const KEEP = 24;
const TOOLS = ["vite", "next", "react", "react-dom", "vue", "@vue/compiler-sfc", "@vitejs/plugin-vue", "@vitejs/plugin-react", "typescript", "svelte", "@sveltejs/vite-plugin-svelte", "astro", "tailwindcss", "@tailwindcss/vite", "@tailwindcss/postcss"];

function toolchain(): string {
  const versions = TOOLS.map((name) => {
    const manifest = [join(ROOT, "node_modules", name, "package.json"), join(ROOT, "web", "node_modules", name, "package.json")].find(existsSync);
    return `${name}@${manifest ? (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version : "-"}`;
  });
  return [`node@${process.version}`, ...versions].join(" ");
}

/** What an origin named in `irrelevant` is hashed as. */
const PLACEHOLDER = Buffer.from("http://layoutlift-origin.invalid");

/** `bytes` with every occurrence of each of `strings` replaced by the placeholder (the bytes themselves when none occurs). */
function withPlaceholders(bytes: Uint8Array, strings: Buffer[]): Uint8Array {
  let out = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const s of strings) {
    if (out.indexOf(s) < 0) continue;
    const parts: Buffer[] = [];
    for (let from = 0, at = out.indexOf(s); ; at = out.indexOf(s, from)) {
      if (at < 0) {
        parts.push(out.subarray(from));
        break;
      }
      parts.push(out.subarray(from, at), PLACEHOLDER);
      from = at + s.length;
    }
    out = Buffer.concat(parts);
  }
  return out;
}

/**
 * The cache key of one folder of the zip (`react/`, `vue/`, `nextjs/`). `irrelevant` names strings that change from
 * run to run without changing what is built: the origin of the fixture server a test extracted from, on a port of
 * the moment, which the export keeps in links to the original site and in its README. Hashed as one placeholder, the
 * same export served on another port finds the build of the last run.
 */
export function projectKey(zip: Record<string, Uint8Array>, folder: string, irrelevant: string[] = []): string {
  const hash = createHash("sha256").update(toolchain()).update("\0");
  const strings = irrelevant.filter(Boolean).map((s) => Buffer.from(s));
  for (const path of Object.keys(zip).filter((p) => p.startsWith(folder)).sort()) hash.update(path).update("\0").update(withPlaceholders(zip[path], strings)).update("\0");
  return hash.digest("hex").slice(0, 20);
}

/** A folder without the marker this recent is a build another worker is running now, not a leftover. */
const IN_PROGRESS_MS = 30 * 60_000;

/**
 * Drops all but the most recently used built folders, and unfinished ones old enough to be leftovers. A folder still
 * being built (no marker, recently written) is never touched: pruning one from another worker deleted a Next.js
 * build's files under it mid-build (ENOENT in .next and app/).
 */
function prune(): void {
  const entries = readdirSync(CACHE, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => {
      const dir = join(CACHE, e.name);
      return { dir, used: statSync(join(dir, DONE), { throwIfNoEntry: false })?.mtimeMs ?? 0, written: statSync(dir).mtimeMs };
    });
  const unfinished = entries.filter((e) => e.used === 0);
  for (const { dir, written } of unfinished) if (Date.now() - written > IN_PROGRESS_MS) rmSync(dir, { recursive: true, force: true });
  const built = entries.filter((e) => e.used > 0).sort((a, b) => b.used - a.used);
  for (const { dir } of built.slice(KEEP)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The folder of a built project: written from the zip and built with `build` the first time these files are seen,
 * reused afterwards. `build` gets the project folder; `hit` tells the caller whether the build was skipped.
 * `options.irrelevant`: see projectKey; a reused build keeps the origin of the run that built it in those links, which
 * point at the original site and which no test follows.
 */
export async function cachedProject(zip: Record<string, Uint8Array>, folder: string, build: (dir: string) => Promise<unknown>, options: { irrelevant?: string[] } = {}): Promise<{ dir: string; hit: boolean }> {
  mkdirSync(CACHE, { recursive: true });
  const dir = join(CACHE, projectKey(zip, folder, options.irrelevant));
  const done = join(dir, DONE);
  if (existsSync(done)) {
    const now = new Date();
    utimesSync(done, now, now);
    return { dir, hit: true };
  }
  // A folder without the marker is a build that did not finish: start it over.
  writeProject(zip, folder, dir);
  await build(dir);
  writeFileSync(done, `${new Date().toISOString()}\n`);
  prune();
  return { dir, hit: false };
}
