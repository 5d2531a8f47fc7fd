import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { strFromU8, unzipSync } from "fflate";
import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { formatCss, parseCss } from "@layoutlift/core/export/css/css-format";
import { normalizeWhitespace } from "@layoutlift/core/export/model/whitespace";
import { formatDefinition } from "@layoutlift/core/export/formats/registry";
import type { LayoutNode, LayoutTree } from "@layoutlift/core/export/model/layout-nodes";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startCanaryServer, type CanaryServer } from "../helpers/canary-server.ts";
import { visitAndPoke } from "../helpers/poke-page.ts";
import { hostileCases, type HostileCase } from "../fixtures/hostile/active-content/corpus.ts";
import { ensureDir, hostPage } from "./export-render-helpers.ts";
import { vendorScripts } from "./browser-vendor.ts";
import { renderAstro, serverRenderSvelte, svelteBrowserBundle } from "./export-execution-brace.ts";
import { evaluateModule, reactBrowserBundle, runWordPressTemplate, serverRenderReact, serverRenderVue, vueBrowserBundle } from "./export-execution.ts";

/**
 * The hostile-page corpus through every export format, executed the way a customer runs it (see export-execution.ts
 * and poke-page.ts). No payload may run and the legitimate content must still render. Twice: through the whole
 * export (sanitizer + printers), and with the printers fed the page's tree unsanitized, so each printer's own
 * checks (names, text escaping, comments, CSS) are proven on their own.
 */
type Files = { html: string; react: string; nextjs: string; vue: string; svelte: string; astro: string; wordpress: string; wix: string; squarespace: string; zip?: Record<string, string> };
type Mode = "export" | "printers";
interface Outcome {
  ran: string[];
  /** Legitimate text that did not render, or why the output could not be run. */
  problems: string[];
}

const TMP = ensureDir(join(process.cwd(), ".tmp", `export-hostile-${process.pid}`));
const CASES = hostileCases("http://127.0.0.1:1");

/** The page's tree as parse5 builds it, with nothing removed: what a printer would get if the sanitizer failed. */
function unsanitizedTree(c: HostileCase): LayoutTree {
  const convert = (node: DefaultTreeAdapterTypes.ChildNode): LayoutNode | null => {
    if (node.nodeName === "#text") return { type: "text", value: (node as DefaultTreeAdapterTypes.TextNode).value, preformatted: false };
    if (!("tagName" in node)) return null;
    const ns = node.namespaceURI.endsWith("svg") ? "svg" : node.namespaceURI.endsWith("MathML") ? "math" : "html";
    const kids = node.tagName === "template" ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
    return { type: "element", tag: node.tagName, ns, attrs: node.attrs.map((a) => ({ name: a.prefix ? `${a.prefix}:${a.name}` : a.name, value: a.value })), children: kids.map(convert).filter((n): n is LayoutNode => !!n) };
  };
  return { nodes: normalizeWhitespace(parseFragment(c.html).childNodes.map(convert).filter((n): n is LayoutNode => !!n)), css: c.css, title: c.title };
}

const PRINTED = ["html", "react", "nextjs", "vue", "svelte", "astro", "wordpress", "wix", "squarespace"] as const;

async function exportsOf(c: HostileCase, mode: Mode): Promise<Files> {
  if (mode === "printers") {
    const tree = unsanitizedTree(c);
    const root = parseCss(c.css);
    const css = formatCss(root);
    // Each format's printer straight from the registry, skipping the sanitizing preparation.
    const layout = { tree, cssRoot: root, formattedCss: css, componentRoot: root, componentCss: css, dead: 0 };
    const printed = {} as Files;
    for (const format of PRINTED) printed[format] = (await formatDefinition(format).render(layout, { formats: [] })) as string;
    return printed;
  }
  const out = {} as Files;
  for (const format of PRINTED) {
    out[format] = new TextDecoder().decode((await exportLayout(format, { html: c.html, css: c.css, title: c.title })).body);
  }
  const zip = unzipSync((await exportLayout("zip", { html: c.html, css: c.css, title: c.title })).body);
  out.zip = Object.fromEntries(Object.entries(zip).map(([path, bytes]) => [path, strFromU8(bytes)]));
  return out;
}

describe("exports of a hostile page run no payload", { timeout: 120_000 }, () => {
  let server: CanaryServer;
  let browser: Browser;
  let context: BrowserContext;
  const files = new Map<string, Promise<Files>>();

  beforeAll(async () => {
    server = await startCanaryServer();
    browser = await launchTestBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // React, Vue and Svelte's client runtime, built once and imported by every page's component bundle.
    for (const file of await vendorScripts()) server.serve(file.path, file.text, "text/javascript");
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  const caseOf = (id: string) => hostileCases(server.origin).find((c) => c.id === id)!;
  const filesOf = (id: string, mode: Mode) => {
    const key = `${mode}/${id}`;
    if (!files.has(key)) files.set(key, exportsOf(caseOf(id), mode));
    return files.get(key)!;
  };

  /** Opens a document in Chromium (served on loopback), pokes it, and checks the legitimate text. */
  async function inBrowser(path: string, html: string, legit: string[], outcome: Outcome): Promise<void> {
    const visit = await visitAndPoke(context, server.serve(`${path}.html`, html, "text/html; charset=utf-8"));
    outcome.ran.push(...visit.ran);
    for (const text of legit) if (!visit.text.includes(text)) outcome.problems.push(`${path}: does not show ${JSON.stringify(text)}`);
  }

  async function reactOutcome(code: string, loader: "jsx" | "tsx", path: string, legit: string[], outcome: Outcome, dir: string): Promise<void> {
    const ssr = await serverRenderReact(code, loader, dir);
    outcome.ran.push(...ssr.ran);
    const script = server.serve(`${path}.js`, await reactBrowserBundle(code, loader, dir), "text/javascript");
    await inBrowser(path, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>react</title></head><body><div id="root">${ssr.html}</div><script type="module" src="${script}"></script></body></html>`, legit, outcome);
  }

  async function vueOutcome(source: string, path: string, legit: string[], outcome: Outcome, dir: string): Promise<void> {
    const ssr = await serverRenderVue(source, dir);
    outcome.ran.push(...ssr.ran);
    const script = server.serve(`${path}.js`, await vueBrowserBundle(source, dir), "text/javascript");
    const styles = ssr.styles.map((css) => `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`).join("");
    await inBrowser(path, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>vue</title>${styles}</head><body><div id="root">${ssr.html}</div><script type="module" src="${script}"></script></body></html>`, legit, outcome);
  }

  /** Rendered on the server (svelte/server) and mounted in the browser (a client bundle into an empty #root). */
  async function svelteOutcome(dir: string, file: string, source: string | undefined, path: string, legit: string[], outcome: Outcome): Promise<void> {
    const ssr = await serverRenderSvelte(dir, file, source);
    outcome.ran.push(...ssr.ran);
    const script = server.serve(`${path}.js`, await svelteBrowserBundle(dir, file), "text/javascript");
    await inBrowser(path, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>svelte</title></head><body><div id="ssr">${ssr.html}</div><div id="root"></div><script type="module" src="${script}"></script></body></html>`, legit, outcome);
  }

  async function astroOutcome(dir: string, file: string, source: string | undefined, path: string, legit: string[], outcome: Outcome): Promise<void> {
    const page = await renderAstro(dir, file, source);
    outcome.ran.push(...page.ran);
    await inBrowser(path, page.html.includes("<html") ? page.html : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>astro</title></head><body>${page.html}</body></html>`, legit, outcome);
  }

  async function wordpressOutcome(php: string, path: string, legit: string[], outcome: Outcome, dir: string): Promise<void> {
    const run = await runWordPressTemplate(php, dir);
    outcome.ran.push(...run.ran);
    if (run.stderr.trim()) outcome.problems.push(`${path}: php reported ${run.stderr.trim().slice(0, 300)}`);
    await inBrowser(path, run.html, legit, outcome);
  }

  /** Every format of one case, executed; returns what ran and what failed to render, per format. */
  async function run(mode: Mode, id: string, format: string): Promise<Outcome> {
    const c = caseOf(id);
    const f = await filesOf(id, mode);
    const legit = mode === "export" ? [...c.legit, ...(c.legitSanitizedOnly ?? [])] : c.legit;
    const outcome: Outcome = { ran: [], problems: [] };
    const path = `/cases/${mode}/${id}/${format}`;
    const dir = ensureDir(join(TMP, mode, id, format));
    try {
      switch (format) {
        case "html":
          return await inBrowser(path, f.html, legit, outcome), outcome;
        case "wix":
        case "squarespace":
          return await inBrowser(path, hostPage(f[format]), legit, outcome), outcome;
        case "react":
          return await reactOutcome(f.react, "jsx", path, legit, outcome, dir), outcome;
        case "nextjs":
          return await reactOutcome(f.nextjs, "tsx", path, legit, outcome, dir), outcome;
        case "vue":
          return await vueOutcome(f.vue, path, legit, outcome, dir), outcome;
        case "svelte":
          return await svelteOutcome(dir, "ExportedLayout.svelte", f.svelte, path, legit, outcome), outcome;
        case "astro":
          return await astroOutcome(dir, "ExportedLayout.astro", f.astro, path, legit, outcome), outcome;
        case "wordpress":
          return await wordpressOutcome(f.wordpress, path, legit, outcome, dir), outcome;
        case "zip": {
          const zip = f.zip!;
          await inBrowser(`${path}/index`, zip["index.html"].replace('href="styles.css"', `href="${server.serve(`${path}/styles.css`, zip["styles.css"], "text/css")}"`), legit, outcome);
          await wordpressOutcome(zip["wordpress/index.php"], `${path}/wordpress`, legit, outcome, join(dir, "wordpress"));
          // The projects run from their entry files; components are imported from the files next to them.
          for (const [file, text] of Object.entries(zip)) {
            if (!/^(react|vue|nextjs|svelte|astro)\//.test(file) || file.includes("/public/")) continue;
            ensureDir(dirname(join(dir, file)));
            writeFileSync(join(dir, file), text);
          }
          await reactOutcome(zip["react/src/App.jsx"], "jsx", `${path}/react`, legit, outcome, join(dir, "react", "src"));
          await reactOutcome(zip["nextjs/app/page.tsx"], "tsx", `${path}/nextjs`, legit, outcome, join(dir, "nextjs", "app"));
          await vueOutcome(zip["vue/src/App.vue"], `${path}/vue`, legit, outcome, join(dir, "vue", "src"));
          await svelteOutcome(join(dir, "svelte", "src"), "App.svelte", undefined, `${path}/svelte`, legit, outcome);
          await astroOutcome(join(dir, "astro", "src", "pages"), "index.astro", undefined, `${path}/astro`, legit, outcome);
          const layout = await evaluateModule(zip["nextjs/app/layout.tsx"], "tsx", dir);
          outcome.ran.push(...layout.ran);
          if ((layout.exports.metadata as { title?: string } | undefined)?.title !== c.title) outcome.problems.push("nextjs/app/layout.tsx: metadata title is not the page title");
          return outcome;
        }
      }
    } catch (error) {
      outcome.problems.push(`${path}: could not be run: ${error instanceof Error ? error.message : String(error)}`.slice(0, 600));
    }
    return outcome;
  }

  const FORMATS = ["html", "wix", "squarespace", "react", "nextjs", "vue", "svelte", "astro", "wordpress"];
  for (const mode of ["export", "printers"] as const) {
    describe(mode === "export" ? "through the whole export" : "printers alone, on the unsanitized tree", () => {
      const cases = CASES.filter((c) => mode === "export" || c.printerLevel);
      describe.each(cases.map((c) => [c.id, c.about] as const))("%s (%s)", (id) => {
        it.each(mode === "export" ? [...FORMATS, "zip"] : FORMATS)("%s", async (format) => {
          server.reset();
          const outcome = await run(mode, id, format);
          expect([...outcome.ran, ...server.hits().map((h) => `request: ${h}`)], `${format}: payloads that ran`).toEqual([]);
          expect(outcome.problems, `${format}: legitimate content`).toEqual([]);
        });
      });
    });
  }
});
