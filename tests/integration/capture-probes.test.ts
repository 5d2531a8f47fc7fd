import { fileURLToPath } from "node:url";
import type { Browser } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "@layoutlift/core/browser/launch";
import { capturePage, type CapturedPage } from "@layoutlift/core/extract/browser/capture";
import { startEgressProxy, type EgressProxy } from "@layoutlift/core/net/egress-proxy";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

/**
 * Each of the capture's probes (core/src/extract/browser/probes) on one page built to give every one of them
 * something to read: markup with a shadow root, CSS with a breakpoint and long numbers, boxes that change at the
 * breakpoint, a chart redrawn at its box's width, a gradient canvas, and a wall of bricks packed by script.
 * Captured once at 1000 and 500 px, judged at 760.
 */
const root = fileURLToPath(new URL("../fixtures/extract/capture-probes/", import.meta.url));

let server: FixtureServer;
let proxy: EgressProxy;
let browser: Browser;
let captured: CapturedPage;

const stampOf = (id: string) => new RegExp(`id="${id}"[^>]*data-ll-id="(\\d+)"`).exec(captured.documentHtml)?.[1] ?? "";

beforeAll(async () => {
  server = await startFixtureServer(root);
  proxy = await startEgressProxy({ allowPrivate: true, loopbackOnly: true });
  browser = await launchBrowser({ proxyServer: proxy.server });
  const page = await browser.newPage();
  captured = await capturePage(page, server.url("index.html"), {
    widths: [1000, 500],
    verifyWidths: [760],
    navigationMs: 20_000,
    maxElements: 15_000,
    maxHeightPx: 30_000,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.close();
});

describe("capture probes", () => {
  it("markup: the document as scripts left it, stamped, with its attributes and shadow roots", () => {
    expect(captured.title).toBe("Probe fixture");
    expect(captured.lang).toBe("en-GB");
    expect(captured.documentHtml).toMatch(/^<!DOCTYPE html><html lang="en-GB" data-ll-id="\d+"><head><\/head><body data-ll-id="\d+">/);
    expect(captured.documentHtml).toContain('<template shadowrootmode="open">');
    expect(stampOf("panel")).not.toBe("");
  });

  it("css: the sheets' rules with the numbers as written, and each shadow root's own", () => {
    const text = captured.cssChunks.map((c) => c.text).join("\n");
    expect(text).toContain("33.333333%");
    expect(text).toMatch(/@media \(max-width: 700px\)/);
    const shadow = Object.values(captured.shadowChunks).flat().map((c) => c.text).join("\n");
    expect(shadow).toContain("rgb(0, 128, 0)");
  });

  it("boxes: every element at each captured width, and at the verify width apart", () => {
    const panel = stampOf("panel");
    expect([...captured.snapshots.keys()]).toEqual([1000, 500]);
    expect(captured.snapshots.get(1000)!.get(panel)!.w).toBe(600);
    expect(captured.snapshots.get(500)!.get(panel)!.w).toBe(300);
    expect([...captured.verifySnapshots.keys()]).toEqual([760]);
    expect(captured.verifySnapshots.get(760)!.get(panel)!.w).toBe(600);
    expect(captured.pageHeight).toBeGreaterThan(200);
  });

  it("drawn pixels: what a canvas without vector form shows, at every captured width", () => {
    const glow = stampOf("glow");
    expect(captured.drawn.get(glow)).toMatchObject({ kind: "canvas", width: 80, height: 40 });
    expect(captured.drawn.get(glow)!.src).toMatch(/^data:image\/png;base64,/);
    expect(captured.drawnByWidth.get(500)!.get(glow)!.src).toMatch(/^data:image\/png;base64,/);
  });

  it("vector drawings: a chart's display list at each width it was sampled, never at the verify width", () => {
    const bars = stampOf("bars");
    const fills = (width: number) => captured.drawings.get(width)!.get(bars)!.ops.filter((op) => op.k === "f").length;
    expect(fills(1000)).toBe(10);
    expect(fills(500)).toBe(5);
    expect(captured.drawings.get(1000)!.get(stampOf("glow"))).toBeNull();
    expect(captured.drawings.size).toBeGreaterThan(2);
    expect(captured.drawings.has(760)).toBe(false);
  });

  it("packings: bricks packed by script, in three columns on wide screens and two on narrow ones", () => {
    const samples = captured.packings.get(stampOf("wall"))!;
    const columns = (width: number) => new Set(samples.find((s) => s.width === width)!.items.map((item) => item.x)).size;
    expect(columns(1000)).toBe(3);
    expect(columns(500)).toBe(2);
    expect(samples.length).toBeGreaterThan(2);
  });

  it("times each step the probes took", () => {
    expect(Object.keys(captured.timings)).toEqual(expect.arrayContaining(["load+settle", "screenshot+css+html", "snapshots", "packings", "css-text", "drawing-samples"]));
  });
});
