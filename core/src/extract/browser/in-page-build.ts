import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleForBrowser, generatedModuleText, writeWhenRun } from "../../build/browser-bundle.ts";

/**
 * The code that runs inside captured pages is TypeScript in ./in-page (type-checked with the DOM library only),
 * bundled into the strings the capture hands to Chromium and kept in in-page.gen.ts (core/src/build/browser-bundle.ts
 * says why it is committed; SST bundles the API, stacks/thread-bundles.ts the threads). in-page-build.test.ts fails
 * when the committed file is not what the sources build.
 *
 *   npm run build:in-page      rewrites in-page.gen.ts
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const SOURCES = join(HERE, "in-page");
export const GENERATED = join(HERE, "in-page.gen.ts");

/**
 * The bundles: each script is one statement run before the page's own scripts (evaluateOnNewDocument), but for
 * PAGE_LIB, an expression evaluating to the operations object (page-lib.ts) that page-script.ts calls into.
 */
const ENTRIES = {
  PAGE_LIB: "page-lib.ts",
  CANVAS_RECORDER: "record-canvases.ts",
  CANVAS_RECORDS: "serve-canvas-records.ts",
  PRESERVE_DRAWING: "keep-webgl-buffers.ts",
  HOLD_RESIZES: "hold-resizes.ts",
  WATCH_RESIZES: "watch-resizes.ts",
  WATCH_SCROLLS: "watch-scrolls.ts",
  WATCH_PENDING: "watch-pending.ts",
} as const;
const EXPRESSION_GLOBAL = "__layoutliftPageLib";

function bundle(name: keyof typeof ENTRIES): string {
  const isLib = name === "PAGE_LIB";
  // Debian's Chromium and @sparticuz/chromium are both far newer: no syntax is lowered.
  const code = bundleForBrowser({ sources: SOURCES, entry: ENTRIES[name], target: "chrome120", globalName: isLib ? EXPRESSION_GLOBAL : undefined });
  return isLib ? `(() => {\n${code}\nreturn ${EXPRESSION_GLOBAL}.pageLib;\n})()` : code;
}

/** The generated module's text, from the sources as they are now. */
export function generatedModule(): string {
  const bundles = Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, bundle(name as keyof typeof ENTRIES)]));
  return generatedModuleText("`npm run build:in-page` (core/src/extract/browser/in-page-build.ts) from ./in-page", bundles);
}

writeWhenRun(import.meta.url, GENERATED, generatedModule);
