import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleForBrowser, generatedModuleText, writeWhenRun } from "../build/browser-bundle.ts";

/**
 * The behaviour runtime is TypeScript in ./runtime (type-checked with the DOM library only), minified into one
 * string kept in runtime.gen.ts (core/src/build/browser-bundle.ts says why it is committed). runtime-build.test.ts
 * fails when the committed file is not what the sources build, and when the script grows past its budget.
 *
 *   npm run build:runtime      rewrites runtime.gen.ts
 */
const HERE = dirname(fileURLToPath(import.meta.url));
export const GENERATED = join(HERE, "runtime.gen.ts");

/** The generated module's text, from the sources as they are now. */
export function generatedModule(): string {
  const runtime = bundleForBrowser({
    sources: join(HERE, "runtime"),
    entry: "behaviours.ts",
    // The attribute names the layout carries, spelt once for the server and the runtime.
    shared: [join(HERE, "../contract/behaviour-attributes.ts")],
    minify: true,
    // Browsers of the last two years: dialog, checkVisibility and CSS.escape everywhere.
    target: ["chrome120", "firefox121", "safari17"],
  });
  return generatedModuleText("`npm run build:runtime` (core/src/behaviours/runtime-build.ts) from ./runtime", { BEHAVIOUR_RUNTIME: runtime });
}

writeWhenRun(import.meta.url, GENERATED, generatedModule);
