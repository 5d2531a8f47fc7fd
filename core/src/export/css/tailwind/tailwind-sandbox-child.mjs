// @ts-check
/**
 * The Tailwind compiler's process (started by tailwind-sandbox.ts). Node's permission model confines it: it may read
 * Tailwind's own package folder and this file, and nothing else; it may write no file, start no process or thread.
 * It gets CSS the export generated over IPC and answers with the compiled CSS. Every module a stylesheet names is
 * refused, and only Tailwind's own stylesheets (theme, utilities, preflight) can be read, resolved here, never from the source.
 * Plain JavaScript on purpose: a TypeScript loader would need to read (and cache to) places this process may not.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const packageDir = process.argv[2];
const OWN_STYLESHEETS = new Map([
  ["tailwindcss/theme.css", "theme.css"],
  ["tailwindcss/utilities.css", "utilities.css"],
  ["tailwindcss/preflight.css", "preflight.css"],
]);
const { compile } = await import(pathToFileURL(join(packageDir, "dist", "lib.mjs")).href);

/** @param {string} message */
const refused = (message) => Object.assign(new Error(message), { name: "TailwindLoadRefused" });

/** @param {string} id */
async function loadStylesheet(id) {
  const file = OWN_STYLESHEETS.get(id);
  if (!file) throw refused(`The Tailwind export loads no stylesheet but Tailwind's own (refused "${String(id).slice(0, 80)}").`);
  const path = join(packageDir, file);
  return { path, base: packageDir, content: readFileSync(path, "utf8") };
}

/** @param {string} id */
async function loadModule(id) {
  throw refused(`The Tailwind export loads no plugin or configuration module (refused "${String(id).slice(0, 80)}").`);
}

/** @param {{ id: number, source: string, candidates: string[] }} task */
async function run(task) {
  try {
    const compiler = await compile(task.source, { base: "/nonexistent", loadModule, loadStylesheet });
    process.send?.({ id: task.id, css: compiler.build(task.candidates).trim() });
  } catch (error) {
    const e = /** @type {{ name?: string, message?: string }} */ (error ?? {});
    process.send?.({ id: task.id, error: { name: String(e.name ?? "Error"), message: String(e.message ?? error) } });
  }
}

process.on("message", (task) => void run(/** @type {{ id: number, source: string, candidates: string[] }} */ (task)));
// The parent went away (its thread stopped, the server exited): nothing is left to answer.
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
