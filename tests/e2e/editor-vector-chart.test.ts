import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Frame } from "playwright-core";
import { PNG } from "pngjs";
import { drawingRanges } from "@layoutlift/core/extract/vector/drawing-ranges";
import { drawingImage } from "@layoutlift/core/extract/vector/drawing-image";
import { barChart } from "@layoutlift/core/extract/testing/canvas-record-builders";
import { startEditorSession, type EditorSession } from "../helpers/editor-session.ts";
import { canvas, canvasPoint, clickOnCanvas, LANDING_HTML, openAs, settledBox } from "../helpers/editor-page.ts";

/**
 * A script-drawn chart as the extraction writes it (a box holding an `<img>` of an SVG image, shown at 1/64 zoom,
 * whose keyframes redraw it at any width) in the editor's sandboxed canvas: it draws there without a script, and the
 * box is selected, dragged and undone like any element (the image lets the pointer through to it).
 */
const order = (frame: Frame, selector: string) => frame.$$eval(selector, (els) => els.map((el) => el.className));

describe("a vector chart in the editor", () => {
  let session: EditorSession;
  beforeAll(async () => {
    const ranges = drawingRanges([
      { viewport: 1280, record: barChart(400), captured: true },
      { viewport: 768, record: barChart(300), captured: true },
    ])!;
    const image = `<img class="revenue-chart-image" src="${drawingImage(ranges, "revenue-chart")!}" alt="Revenue by month" style="display: block; width: 100%; height: 100%; zoom: 0.015625; pointer-events: none">`;
    const chart = `<span class="revenue-chart" style="display: block; width: 400px; height: 150px">${image}</span>`;
    const html = LANDING_HTML.replace('<a class="cta-button"', `${chart}<a class="cta-button"`);
    session = await startEditorSession({ firstName: "Vic", html });
  }, 300_000);
  afterAll(() => session?.close());

  it("draws in the sandboxed canvas, and is selected, dragged and undone like any element", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    const frame = await canvas(page);
    await expect.poll(() => frame.$eval(".revenue-chart-image", (img) => img instanceof HTMLImageElement && img.complete), { timeout: 15_000 }).toBe(true);
    // The bars are drawn (the chart's purple), not a broken-image box: the image's own keyframes ran in the sandbox.
    const shot = PNG.sync.read(await (await frame.$(".revenue-chart"))!.screenshot());
    let purple = 0;
    for (let i = 0; i < shot.data.length; i += 4) if (Math.abs(shot.data[i] - 0x6f) < 24 && Math.abs(shot.data[i + 1] - 0x42) < 24 && Math.abs(shot.data[i + 2] - 0xc1) < 24) purple++;
    expect(purple / (shot.width * shot.height)).toBeGreaterThan(0.2);

    expect(await order(frame, ".hero > *")).toEqual(["hero-title", "hero-lead", "revenue-chart", "cta-button", "hero-img"]);
    await clickOnCanvas(page, frame, ".revenue-chart");
    await page.getByTestId("selection-outline").waitFor();
    const from = await canvasPoint(frame, ".revenue-chart");
    const title = await settledBox(frame, ".hero-title");
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 10, { steps: 2 });
    await page.mouse.move(title.x + title.width / 2, title.y + 3, { steps: 4 });
    const indicator = page.getByTestId("drop-indicator");
    await indicator.waitFor();
    await page.mouse.up();
    await indicator.waitFor({ state: "detached" });
    expect(await order(frame, ".hero > *")).toEqual(["revenue-chart", "hero-title", "hero-lead", "cta-button", "hero-img"]);
    await page.keyboard.press("Control+z");
    await frame.waitForFunction(() => [...document.querySelectorAll(".hero > *")].map((e) => e.className).join() === "hero-title,hero-lead,revenue-chart,cta-button,hero-img");
    await page.context().close();
  }, 120_000);
});
