import { describe, expect, it } from "vitest";
import { pageCall, pageEvaluator } from "@layoutlift/core/extract/browser/page-script";
import type { ScrollCapture } from "@layoutlift/core/extract/browser/in-page/scroll-record";
import { inPageBrowserForFile } from "../helpers/in-page-browser.ts";

/**
 * Scroll-driven states (in-page/scroll-record.ts, issue 24) are read one frame after each scroll: the scroll event
 * and the frame callbacks its handlers ask for run in that frame (an IntersectionObserver reports two tasks after it).
 * Two frames a scroll were ~130 ms of the Bootstrap fixture's behaviour steps.
 */
const browser = inPageBrowserForFile();

const PAGE = `<!DOCTYPE html><html><body style="margin:0">
  <nav id="nav" style="position:fixed;top:0;left:0;right:0;height:40px"><span id="brand">Brand</span></nav>
  <div style="height:4000px"></div>
  <script>
    window.frames_ = 0;
    const tick = () => { window.frames_++; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    const nav = document.getElementById("nav");
    const brand = document.getElementById("brand");
    // One class set by the scroll handler itself, one by the frame callback it asks for (a throttled handler).
    document.addEventListener("scroll", () => {
      nav.classList.toggle("shrink", scrollY > 0);
      requestAnimationFrame(() => brand.classList.toggle("small", scrollY > 100));
    });
  </script></body></html>`;

describe("recording scroll-driven states", () => {
  it("reads what the page's scroll handlers and their frame callbacks set, one frame after each scroll", async () => {
    const page = await browser().newPage();
    try {
      await page.setViewport({ width: 800, height: 600 });
      await page.goto(`data:text/html,${encodeURIComponent(PAGE)}`, { waitUntil: "load" });
      const evaluate = pageEvaluator(page);
      await evaluate(pageCall("stamp", 1000));
      const stamp = (id: string) => page.$eval(`#${id}`, (el) => el.getAttribute("data-ll-id"));
      const before = await page.evaluate(() => (window as unknown as { frames_: number }).frames_);
      const capture: ScrollCapture = await evaluate(pageCall("scrollStates", 1500, true));
      const frames = (await page.evaluate(() => (window as unknown as { frames_: number }).frames_)) - before;
      expect(capture.offsets).toEqual(
        expect.arrayContaining([
          { stamp: await stamp("nav"), from: 1, added: ["shrink"], removed: [] },
          { stamp: await stamp("brand"), from: 120, added: ["small"], removed: [] },
        ]),
      );
      // Three offsets and the scroll back: a frame each (two each before), one more at most for the call itself.
      expect(frames).toBeLessThanOrEqual(6);
      expect(await page.evaluate(() => scrollY)).toBe(0);
    } finally {
      await page.close();
    }
  });
});
