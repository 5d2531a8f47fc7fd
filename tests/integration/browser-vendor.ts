import { createRequire } from "node:module";
import { join } from "node:path";
import { build, type Plugin } from "esbuild";

/**
 * The framework runtimes (React + ReactDOM, Vue, Svelte's client) built once per test process as ES modules served
 * under /vendor/, instead of inside every page's bundle: a component bundle imports them as external URLs, the way a
 * customer's Vite build splits them into a vendor chunk. Each package specifier is an entry of its own and shared
 * code lands in common chunks, so a page gets exactly one copy of each runtime (one React, one Svelte scheduler).
 */
const require = createRequire(import.meta.url);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Specifier → file under /vendor/<group>/. Svelte builds with the `browser` condition only, as its bundles did. */
const GROUPS = {
  web: { conditions: undefined, specifiers: ["react", "react/jsx-runtime", "react-dom", "react-dom/client", "vue"] },
  svelte: {
    conditions: ["browser"],
    specifiers: ["svelte", ...["animate", "attachments", "easing", "events", "legacy", "motion", "reactivity", "reactivity/window", "store", "transition"].map((s) => `svelte/${s}`),
      ...["client", "disclose-version", "flags/async", "flags/legacy", "flags/tracing"].map((s) => `svelte/internal/${s}`)],
  },
} as const;
const COMMONJS = new Set(["react", "react/jsx-runtime", "react-dom", "react-dom/client"]);
const fileName = (specifier: string) => specifier.replace(/[^a-z0-9]+/gi, "-");
const urlOf = new Map(Object.entries(GROUPS).flatMap(([group, g]) => g.specifiers.map((s) => [s, `/vendor/${group}/${fileName(s)}.js`] as const)));

export const BROWSER_DEFINE = { "process.env.NODE_ENV": '"production"', __VUE_OPTIONS_API__: "true", __VUE_PROD_DEVTOOLS__: "false", __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: "false" };

/** For a browser bundle: framework imports stay imports of the vendor modules; any other svelte subpath fails loudly. */
export const vendorExternals: Plugin = {
  name: "vendor-externals",
  setup(b) {
    b.onResolve({ filter: /^(react|react-dom|vue|svelte)(\/.*)?$/ }, (args) => {
      const url = urlOf.get(args.path);
      if (url) return { path: url, external: true };
      return { errors: [{ text: `${args.path} is not in the vendor build (tests/integration/browser-vendor.ts)` }] };
    });
  },
};

/** An entry module re-exporting one package: ES packages as they are; CommonJS ones by the names they export. */
function entryOf(specifier: string): string {
  if (!COMMONJS.has(specifier)) return `export * from ${JSON.stringify(specifier)};`;
  const names = Object.keys(require(specifier) as object).filter((k) => IDENTIFIER.test(k) && k !== "default");
  return `import m from ${JSON.stringify(specifier)};\nexport default m;\n${names.map((n) => `export const ${n} = m.${n};`).join("\n")}`;
}

async function buildGroup(group: keyof typeof GROUPS): Promise<{ path: string; text: string }[]> {
  const { conditions, specifiers } = GROUPS[group];
  const outdir = join(import.meta.dirname, ".vendor-out", group);
  const result = await build({
    entryPoints: Object.fromEntries(specifiers.map((s) => [fileName(s), `vendor-entry:${s}`])),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    write: false,
    outdir,
    logLevel: "silent",
    conditions: conditions ? [...conditions] : undefined,
    define: group === "web" ? BROWSER_DEFINE : {},
    plugins: [
      {
        name: "vendor-entries",
        setup(b) {
          b.onResolve({ filter: /^vendor-entry:/ }, (args) => ({ path: args.path.slice("vendor-entry:".length), namespace: "vendor-entry" }));
          b.onLoad({ filter: /.*/, namespace: "vendor-entry" }, (args) => ({ contents: entryOf(args.path), loader: "js", resolveDir: import.meta.dirname }));
        },
      },
    ],
  });
  return result.outputFiles.map((f) => ({ path: `/vendor/${group}/${f.path.slice(outdir.length + 1)}`, text: f.text }));
}

let vendor: Promise<{ path: string; text: string }[]> | null = null;

/** The vendor modules (path under the page's origin, source), built on first use and shared by the test file. */
export function vendorScripts(): Promise<{ path: string; text: string }[]> {
  vendor ??= Promise.all([buildGroup("web"), buildGroup("svelte")]).then((groups) => {
    const files = groups.flat();
    // Every URL a component bundle may import must be served, or a page would silently show only its server markup.
    const missing = [...urlOf.values()].filter((url) => !files.some((f) => f.path === url));
    if (missing.length) throw new Error(`vendor build lacks ${missing.join(", ")}`);
    return files;
  });
  return vendor;
}
