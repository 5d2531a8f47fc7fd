import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { build, type Loader, type Plugin } from "esbuild";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { compileScript, compileStyle, compileTemplate, parse as parseSfc, rewriteDefault } from "@vue/compiler-sfc";
import { createSSRApp, type Component } from "vue";
import { renderToString as renderVueToString } from "@vue/server-renderer";
import { CANARY } from "../helpers/poke-page.ts";
import { WORDPRESS_SHIM } from "./wordpress-shim.ts";
import { vendorExternals } from "./browser-vendor.ts";

/**
 * Runs exported code the way a customer's project does: JSX/TSX bundled by esbuild and rendered by React on the
 * server (module evaluation included) and hydrated in the browser; Vue single-file components compiled by
 * @vue/compiler-sfc (script blocks too, had the file grown one) and rendered on the server and in the browser;
 * WordPress templates executed by php with WordPress's functions stubbed, in a folder of their own.
 */
const execFileAsync = promisify(execFile);
let counter = 0;

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

/**
 * Stylesheet imports (`import "./styles/global.css"`) load nothing at run time here; a CSS module import yields
 * each class under its own name, as a bundler's CSS module would (renamed).
 */
const cssImports: Plugin = {
  name: "css-imports",
  setup(b) {
    b.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: "css-stub" }));
    b.onLoad({ filter: /\.module\.css$/, namespace: "css-stub" }, () => ({
      contents: 'export default new Proxy({}, { get: (_, key) => (typeof key === "string" ? key : undefined) });',
      loader: "js",
    }));
    b.onLoad({ filter: /.*/, namespace: "css-stub" }, () => ({ contents: "", loader: "js" }));
  },
};

/** `.vue` files a project's components import, compiled like the entry file. */
const vueFiles: Plugin = {
  name: "vue-files",
  setup(b) {
    b.onLoad({ filter: /\.vue$/ }, (args) => ({ contents: compileSfc(readFileSync(args.path, "utf8")).module, loader: "js", resolveDir: dirname(args.path) }));
  },
};

/** One virtual module holding the exported file, so bundles import it as it is. */
function exportedFile(code: string, loader: Loader, dir: string): Plugin {
  return {
    name: "exported-file",
    setup(b) {
      b.onResolve({ filter: /^exported-file$/ }, () => ({ path: "exported-file", namespace: "exported" }));
      b.onLoad({ filter: /.*/, namespace: "exported" }, () => ({ contents: code, loader, resolveDir: dir }));
    },
  };
}

async function bundle(entry: string, plugins: Plugin[], dir: string, platform: "node" | "browser", define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    stdin: { contents: entry, loader: "js", resolveDir: dir },
    bundle: true,
    format: "esm",
    platform,
    write: false,
    jsx: "automatic",
    logLevel: "silent",
    plugins: [cssImports, vueFiles, ...plugins, ...(platform === "browser" ? [vendorExternals] : [])],
    external: platform === "node" ? ["react", "react-dom", "react/jsx-runtime", "vue", "@vue/server-renderer"] : [],
    define: platform === "browser" ? { "process.env.NODE_ENV": '"production"', ...define } : define,
  });
  return result.outputFiles[0].text;
}

async function importModule(js: string, dir: string): Promise<Record<string, unknown>> {
  const file = join(dir, `module-${process.pid}-${counter++}.mjs`);
  writeFileSync(file, js);
  return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
}

/** Server render of a React/Next.js export: the module is evaluated and its default export rendered. */
export async function serverRenderReact(code: string, loader: "jsx" | "tsx", dir: string): Promise<{ html: string; ran: string[] }> {
  const { value, ran } = await canaryLogs(async () => {
    const mod = await importModule(await bundle(`export { default } from "exported-file";`, [exportedFile(code, loader, dir)], dir, "node"), dir);
    return renderToString(createElement(mod.default as ComponentType));
  });
  return { html: value, ran };
}

/** Evaluates a module without rendering it (Next.js layout.tsx, whose metadata runs at build time). */
export async function evaluateModule(code: string, loader: "jsx" | "tsx", dir: string): Promise<{ exports: Record<string, unknown>; ran: string[] }> {
  const { value, ran } = await canaryLogs(async () => importModule(await bundle(`export * from "exported-file";`, [exportedFile(code, loader, dir)], dir, "node"), dir));
  return { exports: value, ran };
}

/** A browser bundle that hydrates the server-rendered markup in `#root`; React comes from vendorScripts(). */
export function reactBrowserBundle(code: string, loader: "jsx" | "tsx", dir: string): Promise<string> {
  const entry = `import C from "exported-file"; import { createElement } from "react"; import { hydrateRoot } from "react-dom/client";
hydrateRoot(document.getElementById("root"), createElement(C));`;
  return bundle(entry, [exportedFile(code, loader, dir)], dir, "browser");
}

/** The SFC as a customer's bundler builds it: script block (if any) + compiled template + scoped styles. */
function compileSfc(source: string): { module: string; styles: string[] } {
  const { descriptor, errors } = parseSfc(source, { filename: "ExportedLayout.vue" });
  if (errors.length) throw new Error(`Vue SFC parse failed: ${errors.map(String).join("; ")}`);
  const id = `v${counter++}`;
  const script = descriptor.script || descriptor.scriptSetup ? compileScript(descriptor, { id }) : null;
  const template = compileTemplate({ source: descriptor.template?.content ?? "", filename: "ExportedLayout.vue", id, compilerOptions: { bindingMetadata: script?.bindings } });
  if (template.errors.length) throw new Error(`Vue template compile failed: ${template.errors.map(String).join("; ")}`);
  const styles = descriptor.styles.map((s) => compileStyle({ source: s.content, filename: "ExportedLayout.vue", id, scoped: s.scoped }).code);
  const options = script ? rewriteDefault(script.content, "__sfc__") : "const __sfc__ = {};";
  return { module: `${options}\n${template.code}\n__sfc__.render = render;\nexport default __sfc__;`, styles };
}

const VUE_FLAGS = { __VUE_OPTIONS_API__: "true", __VUE_PROD_DEVTOOLS__: "false", __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false" };

export async function serverRenderVue(source: string, dir: string): Promise<{ html: string; styles: string[]; ran: string[] }> {
  const { module, styles } = compileSfc(source);
  const { value, ran } = await canaryLogs(async () => {
    const mod = await importModule(await bundle(`export { default } from "exported-file";`, [exportedFile(module, "js", dir)], dir, "node"), dir);
    return renderVueToString(createSSRApp(mod.default as Component));
  });
  return { html: value, styles, ran };
}

/** A browser bundle mounting over the server-rendered markup; Vue comes from vendorScripts(). */
export function vueBrowserBundle(source: string, dir: string): Promise<string> {
  const entry = `import C from "exported-file"; import { createSSRApp } from "vue"; createSSRApp(C).mount("#root");`;
  return bundle(entry, [exportedFile(compileSfc(source).module, "js", dir)], dir, "browser", VUE_FLAGS);
}

/**
 * Executes a WordPress template with the WordPress functions it calls stubbed, in a fresh folder: `written` lists
 * the `pwned-*` files a payload created, `ran` the traces in its output (`uid=` from `system('id')`).
 */
export async function runWordPressTemplate(php: string, dir: string, extraFiles: Record<string, string> = {}): Promise<{ html: string; ran: string[]; stderr: string }> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "wordpress-shim.php"), WORDPRESS_SHIM);
  writeFileSync(join(dir, "template.php"), php);
  for (const [name, text] of Object.entries(extraFiles)) writeFileSync(join(dir, name), text);
  const result = await execFileAsync("php", ["-d", "display_errors=stderr", "-d", "short_open_tag=On", "wordpress-shim.php", "template.php"], { cwd: dir, maxBuffer: 64 * 1024 * 1024 }).catch(
    (e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? "", stderr: `${e.stderr ?? ""} (php exited with an error)` }),
  );
  const written = readdirSync(dir).filter((f) => f.startsWith("pwned"));
  const ran = [...written.map((f) => `php wrote ${f}`), ...(/uid=\d+/.test(result.stdout) ? ["php ran system('id')"] : [])];
  return { html: result.stdout, ran, stderr: result.stderr };
}
