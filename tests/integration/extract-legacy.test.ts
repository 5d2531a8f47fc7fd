import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool, type BrowserPool } from "@layoutlift/core/browser/pool";
import { extractLayout, type ExtractionResult } from "@layoutlift/core/extract/extract";
import { buildDocument } from "@layoutlift/core/extract/document";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

const root = fileURLToPath(new URL("../fixtures/extract/", import.meta.url));

/** What the tests compare: every paragraph's and column's box, and the body's margin. */
const MEASURE = `({
  bodyMargin: getComputedStyle(document.body).marginTop,
  boxes: [...document.querySelectorAll("p, .col, li")].map((e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; }),
})`;

/** Serves the fixtures, extracts `path` once through a loopback-only egress proxy, and cleans up after the block. */
function extractedFixture(path: string) {
  const state = {} as { server: FixtureServer; pool: BrowserPool; proxy: EgressProxy; result: ExtractionResult };
  beforeAll(async () => {
    state.server = await startFixtureServer(root);
    state.proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
    state.pool = createBrowserPool();
    state.result = await extractLayout(state.server.url(path), { pool: state.pool, proxyServer: `${state.proxy.host}:${state.proxy.port}` });
  }, 90_000);
  afterAll(async () => {
    await state.pool?.close();
    await state.proxy?.close();
    await state.server?.close();
  });
  return state;
}

describe("extracting an old page (limited-quirks doctype, body id, long decimals)", () => {
  const extracted = extractedFixture("legacy/index.html");

  it("keeps the numbers the CSSOM would shorten and the rule on the body's id", () => {
    expect(extracted.result.css).toContain("1.42857143");
    expect(extracted.result.css).toContain("33.33333333%");
    expect(extracted.result.css).not.toMatch(/1\.42857(?!143)/);
  });

  it("emulates a screen as wide as the viewport, so device-width rules see a desktop at 1280", () => {
    expect(extracted.result.html).toContain("Shown on desktop screens");
    expect(extracted.result.css).toContain("max-device-width: 1024px");
  });

  it("lays the extraction out to the same boxes in a standards-mode document", async () => {
    const [original, output] = await extracted.pool.withContext(async (context) => {
      const page = await context.newPage();
      await page.setViewport({ width: 1024, height: 800 });
      await page.goto(extracted.server.url("legacy/index.html"));
      const before = await page.evaluate(MEASURE);
      await page.setContent(buildDocument(extracted.result), { waitUntil: "load" });
      const mode = await page.evaluate(`document.compatMode + (document.doctype ? document.doctype.publicId : "")`);
      expect(mode).toBe("CSS1Compat");
      return [before, await page.evaluate(MEASURE)];
    });
    expect(output).toEqual(original);
  });
});

describe("extracting a quirks-mode page (no doctype)", () => {
  const extracted = extractedFixture("quirks/index.html");

  it("keeps a text-less line as tall as its inline-flex box, as quirks mode lays it out", async () => {
    const [original, output] = await extracted.pool.withContext(async (context) => {
      const page = await context.newPage();
      await page.setViewport({ width: 800, height: 600 });
      await page.goto(extracted.server.url("quirks/index.html"));
      expect(await page.evaluate("document.compatMode")).toBe("BackCompat");
      const before = await page.evaluate(MEASURE);
      await page.setContent(buildDocument(extracted.result), { waitUntil: "load" });
      return [before, await page.evaluate(MEASURE)];
    });
    expect(output).toEqual(original);
  });
});
