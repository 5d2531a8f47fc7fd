import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import type { PNG } from "pngjs";
import { decodePng, SETTLE_ANIMATIONS } from "../helpers/similarity.ts";
import { NO_TRANSITIONS } from "../helpers/page-settle.ts";
import type { Shot } from "./export-render-helpers.ts";

/**
 * Builds the zip's framework projects the way their READMEs say (`vite build`, `next build`, `next start`), offline:
 * the projects are written under the repository, so Node resolves vite, next, react and vue from the root
 * node_modules; @vitejs/plugin-react lives in the web workspace and is linked in.
 */
const execFileAsync = promisify(execFile);
const ROOT = process.cwd();
const VITE = join(ROOT, "node_modules", "vite", "bin", "vite.js");
const NEXT = join(ROOT, "node_modules", "next", "dist", "bin", "next");
const ASTRO = join(ROOT, "node_modules", "astro", "astro.js");
const SVELTE_CHECK = join(ROOT, "node_modules", "svelte-check", "bin", "svelte-check");
const TSC = join(ROOT, "node_modules", "typescript", "bin", "tsc");
const PLUGIN_REACT = [join(ROOT, "node_modules", "@vitejs", "plugin-react"), join(ROOT, "web", "node_modules", "@vitejs", "plugin-react")].find(existsSync);

/** Writes one folder of the zip (`react/`, `vue/`, `nextjs/`; "" and a filter for the static copy) to `dir`. */
export function writeProject(zip: Record<string, Uint8Array>, folder: string, dir: string, include: (path: string) => boolean = () => true): string {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, body] of Object.entries(zip)) {
    if (!path.startsWith(folder) || !include(path)) continue;
    const file = join(dir, path.slice(folder.length));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
  }
  if (folder === "react/" && PLUGIN_REACT && !existsSync(join(ROOT, "node_modules", "@vitejs", "plugin-react"))) {
    mkdirSync(join(dir, "node_modules", "@vitejs"), { recursive: true });
    symlinkSync(PLUGIN_REACT, join(dir, "node_modules", "@vitejs", "plugin-react"), "dir");
  }
  return dir;
}

async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [command, ...args], {
      cwd,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ASTRO_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      maxBuffer: 32 * 1024 * 1024,
      timeout: 400_000,
    });
    return stdout + stderr;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command.split("/").slice(-3).join("/")} ${args.join(" ")} failed in ${cwd}:\n${(e.stdout ?? "") + (e.stderr ?? "") || e.message}`.slice(0, 4000));
  }
}

/** `npm run build` of a Vite project: the static site lands in dist/. */
export async function viteBuild(dir: string): Promise<string> {
  await run(VITE, ["build", "--logLevel", "warn"], dir);
  return join(dir, "dist");
}

/** The warnings and errors a build printed: `--logLevel warn` prints nothing else for vite, astro prints `[WARN]`/`[ERROR]` lines. */
export const BUILD_LOG = "build.log";

/**
 * `npm run build` of a Vite project (svelte/), keeping what it printed in build.log for the test to read. Rolldown's
 * PLUGIN_TIMINGS note (the build machine was slow) says nothing about the project and is left out.
 */
export async function viteBuildLogged(dir: string): Promise<string> {
  const output = (await run(VITE, ["build", "--logLevel", "warn"], dir)).replace(/\u001b\[[0-9;]*m/g, "");
  writeFileSync(join(dir, BUILD_LOG), output.replace(/\[PLUGIN_TIMINGS\][\s\S]*?for more details\.\n*/g, ""));
  return join(dir, "dist");
}

/** `npm run build` of the Astro project (`astro build`): a static site in dist/; the warning lines land in build.log. */
export async function astroBuild(dir: string): Promise<string> {
  const output = await run(ASTRO, ["build"], dir);
  writeFileSync(join(dir, BUILD_LOG), output.split("\n").filter((l) => /\b(warn|warning|error)\b/i.test(l)).join("\n"));
  return join(dir, "dist");
}

/** `npx svelte-check` in a Svelte project (types and Svelte's warnings, with its jsconfig.json): the summary line. */
export async function svelteCheck(dir: string): Promise<string> {
  const output = (await run(SVELTE_CHECK, ["--workspace", ".", "--output", "human"], dir)).replace(/\u001b\[[0-9;]*m/g, "");
  // CI forces colour, and the summary is not always the last line printed
  const summary = output.split("\n").filter((line) => line.includes("svelte-check found")).pop();
  return summary?.trim() ?? output.trim();
}

export async function nextBuild(dir: string): Promise<string> {
  return run(NEXT, ["build"], dir);
}

/**
 * The type check `next build` runs ("Linting and checking validity of types"): `tsc --noEmit` over a Next.js project
 * with the project's own tsconfig.json, resolving next's and React's types from the root node_modules. ~4 s of CPU
 * where the whole build is ~30 s (project-matrix.ts); it fails with tsc's errors. `--incremental false` leaves no
 * .tsbuildinfo behind.
 */
export async function nextTypeCheck(dir: string): Promise<void> {
  await run(TSC, ["--noEmit", "--incremental", "false", "-p", "."], dir);
}

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** `npm start` of a built Next.js project on a loopback port; resolves once it answers. */
export async function nextStart(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [NEXT, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}/`;
  // A server busy on a loaded machine may take its time over SIGTERM: after 10 s it is killed, so closing always ends.
  const close = () =>
    new Promise<void>((ok) => {
      if (child.exitCode !== null || child.signalCode !== null) return ok();
      const kill = setTimeout(() => child.kill("SIGKILL"), 10_000);
      child.once("exit", () => {
        clearTimeout(kill);
        ok();
      });
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited: ${output}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return { url, close };
    if (Date.now() > deadline) {
      await close();
      throw new Error(`next start did not answer within 60 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const MAX_SHOT_HEIGHT = 3000;

/**
 * Opens a built site and captures it once the app has rendered and every image, font and CSS background it shows has
 * loaded. CSS backgrounds of client-rendered markup load after the load event, so they are awaited by URL rather than
 * through "network idle", which a loaded machine can keep from ever arriving.
 */
export async function screenshotSite(page: Page, url: string, mount: string | null): Promise<Shot> {
  await page.goto(url, { waitUntil: "load" });
  if (mount) await page.waitForFunction((sel) => (document.querySelector(sel)?.childElementCount ?? 0) > 0, mount);
  const pageHeight = await page.evaluate(async () => {
    const settle = (img: HTMLImageElement) =>
      img.complete ? null : new Promise((r) => { img.addEventListener("load", r, { once: true }); img.addEventListener("error", r, { once: true }); });
    const backgrounds = new Set<string>();
    for (const el of document.querySelectorAll("*")) {
      for (const m of getComputedStyle(el).backgroundImage.matchAll(/url\("([^"]+)"\)/g)) backgrounds.add(m[1]);
    }
    const pending = [...backgrounds].map((src) => Object.assign(new Image(), { src }));
    await Promise.all([document.fonts.ready, ...[...document.images, ...pending].map(settle)]);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return document.documentElement.scrollHeight;
  });
  const width = page.viewportSize()?.width ?? 1280;
  await page.evaluate(NO_TRANSITIONS);
  await page.evaluate(SETTLE_ANIMATIONS);
  const bytes = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(pageHeight, MAX_SHOT_HEIGHT) }, caret: "hide" });
  let png: Promise<PNG> | null = null;
  return { bytes, pageHeight, png: () => (png ??= decodePng(bytes)) };
}
