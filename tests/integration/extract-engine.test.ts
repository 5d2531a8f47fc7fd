import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { UserFacingError } from "@layoutlift/core/errors/user-facing-error";
import { extractLayout, type ExtractionResult, type EngineStage } from "@layoutlift/core/extract/extract";
import { buildDocument } from "@layoutlift/core/extract/document";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { auditHtml } from "../helpers/output-audit.ts";

const root = fileURLToPath(new URL("../fixtures/extract/", import.meta.url));

describe("extraction engine end to end", () => {
  let server: FixtureServer;
  let pool: BrowserPool;
  let proxy: EgressProxy;
  let result: ExtractionResult;
  const stages: EngineStage[] = [];

  beforeAll(async () => {
    server = await startFixtureServer(root);
    proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
    pool = createBrowserPool();
    result = await extractLayout(server.url("engine/index.html"), {
      pool,
      proxyServer: `${proxy.host}:${proxy.port}`,
      onStage: (stage) => {
        if (stages[stages.length - 1] !== stage) stages.push(stage);
      },
    });
  }, 90_000);

  afterAll(async () => {
    await pool?.close();
    await proxy?.close();
    await server?.close();
  });

  it("reports the stages in order", () => {
    expect(stages).toEqual(["capture", "clean", "css", "verify", "components"]);
  });

  it("outputs clean HTML: no scripts, handlers, style attributes, javascript: URLs or generated classes", () => {
    const audit = auditHtml(result.html);
    expect(audit).toMatchObject({ scripts: 0, eventHandlers: 0, styleAttributes: 0, javascriptUrls: 0, generatedClasses: [] });
    expect(result.html).not.toContain("data-ll-id");
    expect(result.html).not.toContain("Hidden everywhere");
    expect(result.html).not.toContain("tracker.example");
    expect(result.html).toContain(`src="${server.url("engine/hero.svg")}"`);
    expect(result.title).toBe("Engine fixture");
    expect(result.lang).toBe("en");
  });

  it("keeps the author CSS (including insertRule CSS-in-JS) pruned to what is used, with readable names", () => {
    expect(result.css).toContain(".tile::before");
    expect(result.css).toContain("nav a:hover");
    expect(result.css).toContain("@media (max-width: 600px)");
    expect(result.css).not.toContain("never-used");
    expect(result.css).not.toContain("unused-spin");
    expect(result.css).not.toContain("css-1x2y3z");
    expect(result.css).toMatch(/\.hero-title \{\s*color: rgb\(200, 0, 0\);/);
    expect(result.html).toMatch(/<h1 id="headline" class="hero-title">/);
  });

  it("names components in data-name and layoutJson", () => {
    const kinds = result.layoutJson.components.map((c) => c.kind);
    expect(kinds).toEqual(expect.arrayContaining(["header", "nav", "hero", "features", "card", "footer"]));
    expect(kinds.filter((k) => k === "card")).toHaveLength(3);
    expect(result.html).toContain('data-name="hero"');
    const ids = new Set<string>();
    const walk = (nodes: typeof result.layoutJson.tree) => nodes.forEach((n) => (ids.add(n.id), walk(n.children)));
    walk(result.layoutJson.tree);
    for (const c of result.layoutJson.components) expect(ids.has(c.nodeId)).toBe(true);
    // The captured widths, then 1024, 560 and one random width the capture never saw, widest first.
    const fidelity = result.layoutJson.fidelity ?? [];
    expect(fidelity.filter((f) => f.captured).map((f) => f.width)).toEqual([1280, 768, 390]);
    const between = fidelity.filter((f) => !f.captured).map((f) => f.width);
    expect(between).toEqual(expect.arrayContaining([1024, 560]));
    expect(between).toHaveLength(3);
    expect(fidelity.map((f) => f.width)).toEqual([...fidelity.map((f) => f.width)].sort((a, b) => b - a));
    for (const f of fidelity) expect(f.score, `fidelity at ${f.width}`).toBeGreaterThanOrEqual(0.95);
    expect(result.screenshot.subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));
    expect(result.stats.elements).toBeGreaterThan(15);
  });

  it("keeps the inline style's precedence over `.home header.masthead` and the html/body conditions", async () => {
    const computed = await pool.withContext(async (context) => {
      const page = await context.newPage();
      await page.setContent(buildDocument(result));
      return page.evaluate(`({ header: getComputedStyle(document.querySelector("header")).backgroundColor,
        logo: getComputedStyle(document.querySelector("header a")).color,
        columns: getComputedStyle(document.querySelector(".grid")).gridTemplateColumns.split(" ").length })`);
    });
    expect(computed).toEqual({ header: "rgb(10, 20, 30)", logo: "rgb(255, 255, 255)", columns: 3 });
  });

  it("fails with clear messages", async () => {
    await expect(extractLayout("ftp://example.com/", { pool })).rejects.toThrow(UserFacingError);
    await expect(extractLayout(server.url("engine/missing.html"), { pool, proxyServer: `${proxy.host}:${proxy.port}` })).rejects.toThrow(/HTTP 404/);
    const controller = new AbortController();
    const aborted = extractLayout(server.url("engine/index.html"), {
      pool,
      proxyServer: `${proxy.host}:${proxy.port}`,
      signal: controller.signal,
      onStage: (stage) => {
        if (stage === "capture") controller.abort();
      },
    });
    await expect(aborted).rejects.toThrow(/timed out/);
  }, 60_000);
});
