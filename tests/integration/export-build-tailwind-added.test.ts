import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { extractLayout } from "@layoutlift/core/extract/extract";
import { startEgressProxy } from "@layoutlift/core/net/egress-proxy";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { startCanaryServer, type CanaryServer } from "../helpers/canary-server.ts";
import { FORBIDDEN_AT_RULES, writeBuildPayloads, type BuildPayloads } from "../fixtures/hostile/build-time/at-rules.ts";
import { fetchAsset, hashedAssetPath } from "./export-asset-server.ts";
import { nextBuild, viteBuild, writeProject } from "./export-project-build.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { addTailwind } from "./tailwind-added.ts";

/**
 * The customer's build, run as the customer runs it: a page whose cross-origin stylesheet names modules for Tailwind
 * (`@plugin`, `@config`, paths into the project's own public/assets/) and references JavaScript as images and fonts
 * (one a GIF that is also valid JavaScript, shipped as an image under the name its content gets) is extracted in Chromium and
 * exported as the zip with its assets downloaded. Tailwind v4 is added to the React, Vue and Next.js projects the
 * documented way (the Vite plugin; the PostCSS plugin for Next.js) and `npm run build` runs offline: no page module is imported (no marker file) and the built site
 * carries none of the page's script. The control adds one `@plugin` line, as the export once kept it, and the same
 * build does run the module: the check would see it.
 */
const TMP = ensureDir(join(process.cwd(), ".tmp"));
const SCRIPT_MARK = "llpwned-build-script";
/**
 * Images are sniffed by their bytes, not re-encoded: the GIF that is also a module ships as an image (served as
 * image/gif it runs nowhere); what matters is that no build imports it and no script, stylesheet or page carries it.
 */
const IMAGE = /\.(png|jpe?g|gif|webp|avif)$/;
const moduleBody = (marker: string) => `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(marker)}, "ran"); export default function () {} // ${SCRIPT_MARK}\n`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((p) => statSync(join(dir, p)).isFile());
}

describe("Tailwind added to an exported project of a hostile page, then built", { timeout: 300_000 }, () => {
  let page: CanaryServer;
  let styles: CanaryServer;
  let payloads: BuildPayloads;
  let zip: Record<string, Uint8Array>;
  let polyglotPath: string;
  const projects: string[] = [];

  beforeAll(async () => {
    payloads = writeBuildPayloads(mkdtempSync(join(TMP, "tailwind-added-")));
    page = await startCanaryServer();
    styles = await startCanaryServer();
    const js = styles.serve("/payload.js", moduleBody(join(payloads.dir, "pwned-js")), "text/javascript");
    const jsAsImage = styles.serve("/payload-image.js", moduleBody(join(payloads.dir, "pwned-js-image")), "image/png");
    // A GIF header that is also the start of a JavaScript module: sniffed as an image, it lands under a name
    // anyone can compute from its bytes, which the page's stylesheet then names as a plugin.
    const polyglot = Buffer.from(`GIF89a=0;${moduleBody(join(payloads.dir, "pwned-polyglot"))}`);
    const gif = styles.serve("/payload.gif", polyglot, "image/gif");
    polyglotPath = hashedAssetPath(polyglot, ".gif");
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
      zip = unzipSync((await exportLayout("zip", input, { fetchAsset })).body);
    } finally {
      await proxy.close();
      await pool.close();
    }
  }, 240_000);
  afterAll(async () => {
    await page?.close();
    await styles?.close();
    for (const dir of projects) rmSync(dir, { recursive: true, force: true });
    if (payloads) rmSync(payloads.dir, { recursive: true, force: true });
  });

  it("the zip packs no page script and keeps no build at-rule", () => {
    // The assets were downloaded: the GIF is in each project under the name the page's stylesheet guessed.
    expect(Object.keys(zip)).toContain(`react/public/${polyglotPath}`);
    expect(Object.keys(zip).filter((p) => /(^|\/)(public|assets)\//.test(p) && /\.(m?js|cjs)$/.test(p))).toEqual([]);
    for (const [path, body] of Object.entries(zip)) {
      const text = strFromU8(body);
      if (!IMAGE.test(path)) expect(text, path).not.toContain(SCRIPT_MARK);
      if (/\.(css|jsx|vue|html|tsx)$/.test(path)) expect(text, path).not.toMatch(FORBIDDEN_AT_RULES);
    }
  });

  /** `npm run build` of each framework: the files of the built site, where to look for them. */
  const BUILDS = {
    react: async (dir: string) => viteBuild(dir),
    vue: async (dir: string) => viteBuild(dir),
    nextjs: async (dir: string) => (await nextBuild(dir), join(dir, ".next")),
  };

  it.each(["react", "vue", "nextjs"] as const)("%s: npm run build with Tailwind added imports no page module and ships no page script", async (framework) => {
    const dir = writeProject(zip, `${framework}/`, join(TMP, `tailwind-added-${framework}-${process.pid}`));
    projects.push(dir);
    addTailwind(dir, framework);
    const out = await BUILDS[framework](dir);
    expect(payloads.markers()).toEqual([]);
    const built = filesUnder(out).filter((p) => !p.startsWith("cache/"));
    const css = built.filter((p) => p.endsWith(".css")).map((p) => readFileSync(join(out, p), "utf8")).join("\n");
    // Tailwind did run in this build: its banner is in the stylesheet.
    expect(css).toMatch(/tailwindcss v4/);
    for (const path of built.filter((p) => !IMAGE.test(p))) expect(readFileSync(join(out, path), "utf8"), relative(dir, join(out, path))).not.toContain(SCRIPT_MARK);
    if (framework !== "nextjs") expect(built.filter((p) => /\.(m?js)$/.test(p) && !p.startsWith("assets/index-"))).toEqual([]);
  });

  it("the control: the same build with one @plugin line the export once kept does run the module", async () => {
    const control = writeBuildPayloads(mkdtempSync(join(TMP, "tailwind-added-control-")));
    const dir = join(TMP, `tailwind-added-control-${process.pid}`);
    projects.push(dir, control.dir);
    writeProject(zip, "react/", dir);
    addTailwind(dir, "react");
    const global = join(dir, "src/styles/global.css");
    writeFileSync(global, readFileSync(global, "utf8").replace('@import "tailwindcss";', `@import "tailwindcss";\n@plugin ${JSON.stringify(control.plugin)};`));
    await viteBuild(dir);
    expect(control.markers()).toEqual(["pwned-plugin"]);
  });
});
