import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { compile } from "svelte/compiler";
import type { Component } from "svelte";
import { fork, type ChildProcess } from "node:child_process";
import type { Socket } from "node:net";
import { CANARY } from "../helpers/poke-page.ts";
import { pageDocument } from "./export-render-helpers.ts";
import { vendorExternals } from "./browser-vendor.ts";

/**
 * Runs the Svelte and Astro exports the way their projects do, in process: `.svelte` files compiled by
 * svelte/compiler (for the server and for the browser) and bundled by esbuild, rendered by svelte/server and mounted
 * by the browser bundle; `.astro` files compiled by @astrojs/compiler and rendered by Astro's container API
 * (frontmatter evaluated, as `astro build` does) in a process of their own. Stylesheet imports load nothing here.
 */
let counter = 0;

const cssStub: Plugin = {
  name: "css-stub",
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: "css-stub" }));
    b.onLoad({ filter: /.*/, namespace: "css-stub" }, () => ({ contents: "", loader: "js" }));
  },
};

const svelteFiles = (generate: "client" | "server"): Plugin => ({
  name: "svelte-files",
  setup(b) {
    b.onLoad({ filter: /\.svelte$/ }, (args) => ({
      contents: compile(readFileSync(args.path, "utf8"), { filename: args.path, generate, css: "injected" }).js.code,
      loader: "js",
      resolveDir: dirname(args.path),
    }));
  },
});

async function bundle(entry: string, dir: string, plugins: Plugin[], platform: "node" | "browser"): Promise<string> {
  const result = await build({
    stdin: { contents: entry, loader: "js", resolveDir: dir },
    bundle: true,
    format: "esm",
    platform,
    write: false,
    logLevel: "silent",
    plugins: [cssStub, ...plugins, ...(platform === "browser" ? [vendorExternals] : [])],
    external: platform === "node" ? ["svelte", "svelte/*"] : [],
    conditions: platform === "browser" ? ["browser"] : [],
  });
  return result.outputFiles[0].text;
}

/** Console output carrying the canary marker while `run` executes (module evaluation, server rendering). */
async function canaryLogs<T>(run: () => Promise<T>): Promise<{ value: T; ran: string[] }> {
  const ran: string[] = [];
  const original = { log: console.log, error: console.error, warn: console.warn, info: console.info };
  const catcher = (...args: unknown[]) => {
    const line = args.map(String).join(" ");
    if (line.includes(CANARY)) ran.push(`node console: ${line}`);
  };
  Object.assign(console, { log: catcher, error: catcher, warn: catcher, info: catcher });
  try {
    return { value: await run(), ran };
  } finally {
    Object.assign(console, original);
  }
}

async function importModule(js: string, dir: string): Promise<Record<string, unknown>> {
  const file = join(dir, `module-${process.pid}-${counter++}.mjs`);
  writeFileSync(file, js);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** A component file in `dir` (written there when `source` is given), as an import path. */
function componentPath(dir: string, name: string, source?: string): string {
  const file = join(dir, name);
  if (source !== undefined) writeFileSync(file, source);
  return `./${name}`;
}

export async function serverRenderSvelte(dir: string, name: string, source?: string): Promise<{ html: string; head: string; ran: string[] }> {
  const path = componentPath(dir, name, source);
  const { value, ran } = await canaryLogs(async () => {
    const mod = await importModule(await bundle(`export { default } from "${path}";`, dir, [svelteFiles("server")], "node"), dir);
    const { render } = await import("svelte/server");
    return render(mod.default as Component);
  });
  return { html: value.body, head: value.head, ran };
}

/** A browser bundle mounting the component into `#root` (client-side rendering, as the Vite project does); Svelte's runtime comes from vendorScripts(). */
export function svelteBrowserBundle(dir: string, name: string): Promise<string> {
  return bundle(`import App from "./${name}"; import { mount } from "svelte"; mount(App, { target: document.getElementById("root") });`, dir, [svelteFiles("client")], "browser");
}

interface AstroReply {
  id: number;
  output: string;
  error: string | null;
}

/** The renderer process (astro-render-child.ts), started on first use and shared by every render of this test file. */
let renderer: { child: ChildProcess; waiting: Map<number, (reply: AstroReply) => void>; ready: Promise<void> } | null = null;
let requests = 0;

function astroRenderer(): NonNullable<typeof renderer> {
  if (renderer && renderer.child.exitCode === null && renderer.child.connected) return renderer;
  const child = fork(join(import.meta.dirname, "astro-render-child.ts"), [], {
    cwd: process.cwd(),
    execArgv: ["--import", "tsx"],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  // Its output reaches the test through each reply; the streams are read only so the pipes never fill.
  child.stdout?.resume();
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr = (stderr + String(d)).slice(-4000)));
  let started = () => {};
  const ready = new Promise<void>((ok) => (started = ok));
  const current = { child, waiting: new Map<number, (reply: AstroReply) => void>(), ready };
  child.on("message", (message: AstroReply | { ready: true }) => {
    if (!("id" in message)) return started();
    current.waiting.get(message.id)?.(message);
    current.waiting.delete(message.id);
  });
  child.on("exit", (code, signal) => {
    started();
    for (const [id, answer] of current.waiting) answer({ id, output: stderr, error: `the Astro renderer exited (${code ?? signal}) mid-render` });
    current.waiting.clear();
  });
  // An idle renderer keeps no test worker alive; a pending render holds a ref while it waits (see renderAstro).
  child.unref();
  child.channel?.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as Socket | null)?.unref();
  renderer = current;
  return current;
}

/**
 * Starts the renderer and waits until Astro's runtime has loaded (13-24 s of wall on a loaded machine, once per test
 * file): a file's set-up can take that under its hook limit rather than its first test's time limit.
 */
export async function startAstroRenderer(): Promise<void> {
  const { child, ready } = astroRenderer();
  child.channel?.ref();
  await ready;
  child.channel?.unref();
}

/**
 * Astro renders on the server only: the page (or component) as `astro build` writes it, in the long-lived renderer
 * process (astro-render-child.ts); a payload that ran shows in the output the renderer sends back with each render.
 */
export async function renderAstro(dir: string, name: string, source?: string): Promise<{ html: string; css: string; ran: string[] }> {
  componentPath(dir, name, source);
  const { child, waiting } = astroRenderer();
  const id = requests++;
  child.channel?.ref();
  const reply = await new Promise<AstroReply>((answer) => {
    waiting.set(id, answer);
    child.send({ id, dir, file: name });
  }).finally(() => {
    if (!waiting.size) child.channel?.unref();
  });
  if (reply.error) throw new Error(`astro render of ${join(dir, name)} failed: ${reply.error}\n${reply.output}`.slice(0, 4000));
  const ran = reply.output.split("\n").filter((l) => l.includes(CANARY)).map((l) => `node console: ${l}`);
  return { html: readFileSync(join(dir, `${name}.html`), "utf8"), css: readFileSync(join(dir, `${name}.css`), "utf8"), ran };
}

/** The single files as pages for a screenshot: Svelte rendered on the server with its styles, Astro with its compiled <style>. */
export async function renderSvelteExport(source: string, dir: string): Promise<string> {
  const { html, head } = await serverRenderSvelte(dir, "ExportedLayout.svelte", source);
  return pageDocument(html, head);
}

export async function renderAstroExport(source: string, dir: string): Promise<string> {
  const { html, css } = await renderAstro(dir, "ExportedLayout.astro", source);
  return pageDocument(html, `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`);
}
