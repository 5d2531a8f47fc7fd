import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas } from "../helpers/editor-page.ts";

/** True when the middle of the drawn canvas is the canvas itself, not a panel or sheet drawn over it. */
async function canvasUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const area = document.querySelector('[aria-label="Canvas"]')!;
    const frame = document.querySelector('iframe[title="Layout canvas"]')!.getBoundingClientRect();
    const visible = area.getBoundingClientRect();
    const x = Math.max(frame.left, visible.left) + Math.min(frame.width, visible.width) / 2;
    const y = Math.max(frame.top, visible.top) + Math.min(frame.height, visible.height) / 2;
    const hit = document.elementFromPoint(x, y);
    return !!hit && area.contains(hit);
  });
}

describe("editor on small screens", () => {
  const session = useEditorSession({ firstName: "Sam" });

  for (const viewport of [{ width: 390, height: 844 }, { width: 800, height: 1000 }]) {
    it(`at ${viewport.width}×${viewport.height} says so, keeps the canvas clear, previews and exports`, async () => {
      const page = await session.open(`/editor/${session.layoutId}`, viewport);
      const frame = await canvas(page);
      await page.getByTestId("small-screen-notice").getByText("works best on a larger screen (900px or wider)").waitFor();

      // Panels start closed: the canvas spans the window and nothing is drawn over it.
      expect(await page.getByLabel("Layers panel").count()).toBe(0);
      expect(await page.getByLabel("Properties panel").count()).toBe(0);
      const area = (await page.getByLabel("Canvas", { exact: true }).boundingBox())!;
      expect(area.width).toBeGreaterThanOrEqual(viewport.width - 1);
      expect(area.height).toBeGreaterThan(viewport.height * 0.4);
      expect(await canvasUncovered(page)).toBe(true);
      // Export and Save are on screen, not pushed out past the edge by the header.
      for (const name of ["Export", "Save"]) {
        const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }

      // Preview: the device switcher still renders the page at the device's CSS width, scaled to fit.
      await page.getByRole("radio", { name: "Mobile (390px)" }).click();
      await frame.waitForFunction(() => window.innerWidth === 390);
      const drawn = (await page.locator('iframe[title="Layout canvas"]').boundingBox())!;
      expect(drawn.width).toBeLessThanOrEqual(area.width);
      expect(await canvasUncovered(page)).toBe(true);

      // A panel opens as a sheet when asked for, and closing it gives the canvas back.
      await page.getByRole("button", { name: "Layers", exact: true }).click();
      const layersSheet = page.getByRole("dialog", { name: "Layers" });
      await layersSheet.getByRole("tab", { name: "Layers" }).waitFor();
      expect(await canvasUncovered(page)).toBe(false);
      await layersSheet.getByRole("button", { name: "Hide layers panel" }).click();
      await layersSheet.waitFor({ state: "detached" });
      expect(await canvasUncovered(page)).toBe(true);

      await page.getByRole("button", { name: "Export" }).click();
      const download = page.waitForEvent("download");
      await page.getByRole("menuitem", { name: "React" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.(jsx|tsx)$/);
      const code = await (await file.createReadStream()).toArray();
      expect(Buffer.concat(code).toString("utf8")).toContain("Ship landing pages faster");
      await page.getByText("Export successful").waitFor();
      await page.context().close();
    });
  }

  it("at 1280×800 keeps the docked panels and shows no notice", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    await canvas(page);
    const layers = (await page.getByRole("complementary", { name: "Layers panel" }).boundingBox())!;
    const properties = (await page.getByRole("complementary", { name: "Properties panel" }).boundingBox())!;
    const area = (await page.getByLabel("Canvas", { exact: true }).boundingBox())!;
    expect(layers.x).toBe(0);
    expect(properties.x + properties.width).toBe(1280);
    expect(area.x).toBe(layers.x + layers.width);
    expect(await page.getByTestId("small-screen-notice").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Layers", exact: true }).count()).toBe(0);
    expect(await canvasUncovered(page)).toBe(true);
    await page.context().close();
  });
});
