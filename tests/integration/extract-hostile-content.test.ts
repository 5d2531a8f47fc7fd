import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { build } from "esbuild";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { parseLayout } from "../../web/src/features/editor/state/document/parse-layout.ts";
import { serializeLayout } from "../../web/src/features/editor/state/document/serialize-layout.ts";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startCanaryServer, type CanaryServer } from "../helpers/canary-server.ts";
import { visitAndPoke } from "../helpers/poke-page.ts";
import { activeCssFindings, activeHtmlFindings } from "../helpers/active-content-audit.ts";
import { hostileCases, hostilePage } from "../fixtures/hostile/active-content/corpus.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { runWordPressTemplate, serverRenderReact } from "./export-execution.ts";

/**
 * The hostile-page corpus as one real page, served on loopback and extracted by the real engine; then everything
 * downstream of the stored result: an API client rendering `extractedHtml` + `extractedCss`, the editor's
 * parse → serialize round trip (saved HTML and the canvas document), exports of the extracted layout (its title
 * carries the payloads), and the landing demo's sanitizer running on the browser's own parser.
 */
const LEGIT = ["Legit heading names", "Paragraph with hostile attribute names", "Template syntax stays text", "Links stay links", "Legit link", "Raw text stays text", "Styled section", "CSS content stays CSS"];
const TMP = ensureDir(join(process.cwd(), ".tmp", `extract-hostile-${process.pid}`));

describe("a hostile page through extraction, the editor and the landing demo", { timeout: 120_000 }, () => {
  let server: CanaryServer;
  let proxy: EgressProxy;
  let pool: BrowserPool;
  let result: ExtractionResult;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startCanaryServer();
    const page = hostilePage(server.origin);
    server.serve("/page.html", page.html, "text/html; charset=utf-8");
    server.serve("/page.css", page.css, "text/css; charset=utf-8");
    proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
    pool = createBrowserPool();
    result = await extractLayout(`${server.origin}/page.html`, { pool, proxyServer: `${proxy.host}:${proxy.port}`, viewports: [1280] });
    await pool.close();
    browser = await launchTestBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  }, 120_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await pool?.close();
    await proxy?.close();
    await server?.close();
  });

  /** A document served on loopback, opened and poked: the payload traces it left, and missing legitimate text. */
  async function run(path: string, html: string): Promise<{ ran: string[]; missing: string[] }> {
    server.reset();
    const visit = await visitAndPoke(context, server.serve(path, html, "text/html; charset=utf-8"));
    return { ran: [...visit.ran, ...server.hits().map((h) => `request: ${h}`)], missing: LEGIT.filter((t) => !visit.text.includes(t)) };
  }
  const page = (body: string, css: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>client</title><style>${css}</style></head><body>${body}</body></html>`;

  it("stores extractedHtml and extractedCss with nothing active in them, legitimate content kept", () => {
    expect(activeHtmlFindings(result.html)).toEqual([]);
    expect(activeCssFindings(result.css)).toEqual([]);
    for (const text of [...LEGIT, "Tag with PHP"]) expect(result.html).toContain(text);
    expect(result.css).toMatch(/rgb\(10, 120, 40\)/);
    expect(result.title).toBe(hostileCases(server.origin)[0].title);
  });

  it("runs nothing when an API client renders the stored HTML with the stored CSS", async () => {
    expect(await run("/client.html", page(result.html, result.css))).toEqual({ ran: [], missing: [] });
  });

  it("round-trips through the editor clean: saved HTML and the canvas document run nothing", async () => {
    const doc = parseLayout(result.html, result.css);
    for (const mode of ["save", "canvas"] as const) {
      const html = serializeLayout(doc, mode);
      expect(activeHtmlFindings(html), mode).toEqual([]);
      expect(await run(`/editor-${mode}.html`, page(html, doc.css)), mode).toEqual({ ran: [], missing: [] });
    }
    expect(serializeLayout(parseLayout(serializeLayout(doc), result.css))).toBe(serializeLayout(doc));
  });

  it("exports the extracted layout, hostile title included, without running anything", async () => {
    const input = { html: result.html, css: result.css, title: result.title };
    const text = async (format: "html" | "react" | "wordpress") => new TextDecoder().decode((await exportLayout(format, input)).body);
    expect(await run("/export.html", await text("html"))).toEqual({ ran: [], missing: [] });
    const react = await serverRenderReact(await text("react"), "jsx", ensureDir(join(TMP, "react")));
    expect(react.ran).toEqual([]);
    const wordpress = await runWordPressTemplate(await text("wordpress"), join(TMP, "wordpress"));
    expect(wordpress.ran).toEqual([]);
    expect(wordpress.stderr).toBe("");
    expect(await run("/export-wordpress.html", wordpress.html)).toEqual({ ran: [], missing: [] });
  });

  it("leaves nothing that runs in the landing demo's preview (sanitized by the browser's own parser)", async () => {
    const bundle = await build({
      stdin: { contents: `import { previewDocument } from "./web/src/features/landing/lib/sanitize-html.ts"; window.previewDocument = previewDocument;`, resolveDir: process.cwd(), loader: "ts" },
      bundle: true, format: "iife", platform: "browser", write: false, logLevel: "silent",
    });
    const tab = await context.newPage();
    await tab.goto(server.serve("/landing.html", `<!DOCTYPE html><html><head><script>${bundle.outputFiles[0].text.replace(/<\/script/gi, "<\\/script")}</script></head><body></body></html>`, "text/html"));
    const cases = hostileCases(server.origin);
    const preview = await tab.evaluate(
      ([html, css]) => (window as unknown as { previewDocument: (h: string, c: string) => string }).previewDocument(html, css),
      [cases.map((c) => c.html).join("\n"), cases.map((c) => c.css).join("\n")] as const,
    );
    await tab.close();
    expect(activeHtmlFindings(preview.replace(/^[\s\S]*<body>|<\/body>[\s\S]*$/g, ""))).toEqual([]);
    // The real preview is a sandboxed iframe without scripts; here it is opened as a plain page, which is stricter.
    expect(await run("/landing-preview.html", preview)).toEqual({ ran: [], missing: [] });
  });
});
