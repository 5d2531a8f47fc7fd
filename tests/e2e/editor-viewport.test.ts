import { describe, expect, it } from "vitest";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas } from "../helpers/editor-page.ts";

const HTML = `<section class="hero"><h1 class="hero-title">Full height</h1></section><section class="next"><p class="copy">Below the fold</p></section>`;
const CSS = `body{margin:0}.hero{height:100vh;display:grid;place-items:center;background:#1e293b;color:#fff}.next{padding:40px}`;

/**
 * The canvas is the device's viewport, scaled: `100vh` is 800 px on the desktop canvas at every zoom (not the
 * height left between the header and the prompt bar), 1024 on tablet and 844 on mobile; 100 % is actual size.
 */
describe("canvas viewport and zoom", () => {
  const session = useEditorSession({ firstName: "Vi", html: HTML, css: CSS });

  it("keeps the device viewport at every zoom, draws 100 % at actual size, and fits on request", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const frame = await canvas(page);
    const iframe = page.locator('iframe[title="Layout canvas"]');
    const viewport = () => frame.evaluate(() => [window.innerWidth, window.innerHeight, document.querySelector(".hero")!.getBoundingClientRect().height]);
    const drawn = async () => (await iframe.boundingBox())!;
    const zoomTo = async (target: number) => {
      const slider = page.getByRole("slider", { name: "Zoom" });
      await slider.focus();
      await page.keyboard.press("Home");
      for (let z = 50; z < target; z += 10) await page.keyboard.press("ArrowRight");
      await page.getByTestId("zoom-value").getByText(`${target}%`, { exact: true }).waitFor();
    };

    // Opened fitted to the width between the panels: the page is scaled, its viewport is still 1280×800.
    await page.getByTestId("zoom-value").getByText("Fit").waitFor();
    expect(await viewport()).toEqual([1280, 800, 800]);
    const fitted = await drawn();
    expect(fitted.width).toBeLessThan(1280);
    expect(fitted.height / fitted.width).toBeCloseTo(800 / 1280, 2);

    for (const zoom of [50, 100, 150, 200]) {
      await zoomTo(zoom);
      expect(await viewport(), `viewport at ${zoom} %`).toEqual([1280, 800, 800]);
      const box = await drawn();
      expect(Math.round(box.width), `drawn width at ${zoom} %`).toBe(Math.round((1280 * zoom) / 100));
      expect(Math.round(box.height), `drawn height at ${zoom} %`).toBe(Math.round((800 * zoom) / 100));
    }

    // Fit is its own button, and comes back to the same drawing.
    await page.getByTestId("zoom-value").click();
    await page.getByTestId("zoom-value").getByText("Fit").waitFor();
    expect(Math.round((await drawn()).width)).toBe(Math.round(fitted.width));

    for (const [name, size] of [["Tablet (768px)", [768, 1024]], ["Mobile (390px)", [390, 844]]] as const) {
      await page.getByRole("radio", { name }).click();
      await frame.waitForFunction((w) => window.innerWidth === w, size[0]);
      expect(await viewport()).toEqual([size[0], size[1], size[1]]);
    }

    // The desktop viewport is editable.
    await page.getByRole("button", { name: /choose desktop width/ }).click();
    await page.getByRole("menuitem", { name: "Custom size…" }).click();
    await page.getByLabel("Width (px)").fill("1440");
    await page.getByLabel("Height (px)").fill("900");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await frame.waitForFunction(() => window.innerWidth === 1440 && window.innerHeight === 900);
    expect(await viewport()).toEqual([1440, 900, 900]);
    await page.context().close();
  });
});
