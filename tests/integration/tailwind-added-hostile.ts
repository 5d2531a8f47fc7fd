import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { join, relative } from "node:path";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { exportSite } from "@layoutlift/core/sites/export/export-site";
import { unzipSync } from "fflate";
import { startCanaryServer } from "../helpers/canary-server.ts";
import { writeBuildPayloads, type BuildPayloads } from "../fixtures/hostile/build-time/at-rules.ts";
import { fetchAsset, hashedAssetPath } from "./export-asset-server.ts";
import { astroBuild, nextBuild, viteBuild, writeProject } from "./export-project-build.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { addTailwind, type TailwindProject } from "./tailwind-added.ts";

/**
 * The hostile page behind the "Tailwind added" tests and bench: its cross-origin stylesheet names modules for
 * Tailwind (`@plugin`, `@config`, paths into the project's own public/assets/) and references JavaScript as images
 * and fonts (one a GIF that is also valid JavaScript, shipped as an image under the name its content gets). It is
 * extracted in Chromium (loopback only) and exported as the single-layout zip and the whole-site zip with assets
 * downloaded; then any project of either is built the customer's way with Tailwind v4 added.
 */
const TMP = ensureDir(join(process.cwd(), ".tmp"));
export const SCRIPT_MARK = "llpwned-build-script";
/** Images are sniffed, not re-encoded: the GIF that is also a module ships as an image (it runs nowhere as image/gif). */
export const IMAGE = /\.(png|jpe?g|gif|webp|avif)$/;
const moduleBody = (marker: string) => `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(marker)}, "ran"); export default function () {} // ${SCRIPT_MARK}\n`;

export interface HostileTailwindExports {
  payloads: BuildPayloads;
  /** The single layout's zip and the one-page site's zip, file by file. */
  zip: Record<string, Uint8Array>;
  siteZip: Record<string, Uint8Array>;
  /** Where the polyglot GIF lands in a project (the page's stylesheet names it as a plugin). */
  polyglotPath: string;
  close(): Promise<void>;
}

export async function hostileTailwindExports(): Promise<HostileTailwindExports> {
  const payloads = writeBuildPayloads(mkdtempSync(join(TMP, "tailwind-added-")));
  const page = await startCanaryServer();
  const styles = await startCanaryServer();
  const close = async () => {
    await page.close();
    await styles.close();
  };
  const js = styles.serve("/payload.js", moduleBody(join(payloads.dir, "pwned-js")), "text/javascript");
  const jsAsImage = styles.serve("/payload-image.js", moduleBody(join(payloads.dir, "pwned-js-image")), "image/png");
  const polyglot = Buffer.from(`GIF89a=0;${moduleBody(join(payloads.dir, "pwned-polyglot"))}`);
  const gif = styles.serve("/payload.gif", polyglot, "image/gif");
  const polyglotPath = hashedAssetPath(polyglot, ".gif");
  const css = [
    `@plugin ${JSON.stringify(payloads.plugin)};`,
    `@config ${JSON.stringify(payloads.config)};`,
    `@plugin "./payload.js";`,
    `@plugin ${JSON.stringify(`../../public/${polyglotPath}`)};`,
    `@plugin ${JSON.stringify(js)};`,
    `@import ${JSON.stringify(js)};`,
    `@font-face { font-family: "Evil"; src: url(${JSON.stringify(js)}) format("woff2"); }`,
    `.hero { display: flex; gap: 16px; padding: 24px; color: rgb(20, 40, 160); font-family: "Evil", sans-serif; background-image: url(${JSON.stringify(jsAsImage)}); }`,
    `.hero .art { width: 40px; height: 40px; background-image: url(${JSON.stringify(gif)}); }`,
  ].join("\n");
  const sheet = styles.serve("/site.css", css, "text/css");
  const url = page.serve(
    "/",
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tailwind added</title><link rel="stylesheet" href="${sheet}"><link rel="modulepreload" href="${js}"></head>` +
      `<body><main class="hero"><div class="art"></div><img src="${jsAsImage}" alt="logo" width="40" height="40"><h1>Built with Tailwind added</h1><script src="${js}"></script></main></body></html>`,
    "text/html",
  );
  const pool = createBrowserPool();
  const proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  try {
    const result = await extractLayout(url, { pool, proxyServer: proxy.server, viewports: [1280] });
    const input = { html: result.html, css: result.css, title: result.title, document: result.document, baseUrl: url };
    const zip = unzipSync((await exportLayout("zip", input, { fetchAsset })).body);
    const sitePage = { url, route: "/", title: result.title, html: result.html, css: result.css, document: result.document };
    const siteZip = unzipSync((await exportSite("zip", [sitePage], { fetchAsset })).body);
    return { payloads, zip, siteZip, polyglotPath, close };
  } catch (error) {
    await close();
    throw error;
  } finally {
    await proxy.close();
    await pool.close();
  }
}

/** One project to build: which zip, its folder, the framework, and the stylesheet every page loads. */
export interface TailwindBuild {
  name: string;
  site: boolean;
  framework: TailwindProject;
  stylesheet?: string;
}

export const SINGLE_BUILDS: TailwindBuild[] = (["react", "vue", "svelte", "astro", "nextjs"] as const).map((framework) => ({ name: framework, site: false, framework }));
export const SITE_BUILDS: TailwindBuild[] = [
  { name: "site react", site: true, framework: "react", stylesheet: "src/styles/site.css" },
  { name: "site vue", site: true, framework: "vue", stylesheet: "src/styles/site.css" },
  { name: "site nextjs", site: true, framework: "nextjs", stylesheet: "app/site.css" },
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((p) => statSync(join(dir, p)).isFile());
}

export interface TailwindBuildResult {
  /** Marker files of page modules that ran (must be none). */
  markers: string[];
  /** Whether Tailwind ran in the build (its banner or its --tw-* properties are in the built CSS). */
  tailwindRan: boolean;
  /** Built files (images aside) carrying the page's script. */
  withPageScript: string[];
  /** Script files the built site serves beyond the build's own bundles. */
  extraScripts: string[];
  ms: number;
}

/** Writes the project to `dir`, adds Tailwind, runs `npm run build` offline and reads what it produced. */
export async function buildWithTailwind(exports: HostileTailwindExports, build: TailwindBuild, dir: string): Promise<TailwindBuildResult> {
  writeProject(build.site ? exports.siteZip : exports.zip, `${build.framework}/`, dir);
  addTailwind(dir, build.framework, build.stylesheet);
  const started = performance.now();
  const out = build.framework === "nextjs" ? (await nextBuild(dir), join(dir, ".next")) : build.framework === "astro" ? await astroBuild(dir) : await viteBuild(dir);
  const ms = performance.now() - started;
  const built = filesUnder(out).filter((p) => !p.startsWith("cache/"));
  const css = built.filter((p) => p.endsWith(".css")).map((p) => readFileSync(join(out, p), "utf8")).join("\n");
  return {
    markers: exports.payloads.markers(),
    // Its banner, or its own custom properties where the banner is dropped (a stylesheet bundled before Tailwind's).
    tailwindRan: /tailwindcss v4|--tw-[a-z]/.test(css),
    withPageScript: built.filter((p) => !IMAGE.test(p) && readFileSync(join(out, p), "utf8").includes(SCRIPT_MARK)).map((p) => relative(dir, join(out, p))),
    // Vite bundles land in assets/index-*.js, Astro's in _astro/; Next.js's own chunks are not counted.
    extraScripts: build.framework === "nextjs" ? [] : built.filter((p) => /\.m?js$/.test(p) && !/^(assets\/index-|_astro\/)/.test(p)),
    ms,
  };
}
