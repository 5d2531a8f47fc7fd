import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, clickOnCanvas, computed, exportFromEditor } from "../helpers/editor-page.ts";

/** Differing pixels between two PNG screenshots of the same size. */
function pixelDiff(a: Buffer, b: Buffer): number {
  const [pa, pb] = [PNG.sync.read(a), PNG.sync.read(b)];
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  return pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0 });
}

async function pickScope(page: Page, option: string) {
  await page.getByRole("combobox", { name: "Style applies to" }).click();
  await page.getByRole("option", { name: option }).click();
}

describe("styles on rules and breakpoints", () => {
  const session = useEditorSession({ firstName: "Pat" });

  it("edits the class rule for every card, or one card alone through a generated class; fields show computed values", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const frame = await canvas(page);
    await clickOnCanvas(page, frame, ".features .card:first-child .card-text");
    await page.getByRole("tree", { name: "Layers" }).getByRole("button", { name: "card", exact: true }).first().click();
    await page.getByTestId("selection-outline").getByText("card").waitFor();
    expect(await page.getByRole("combobox", { name: "Style applies to" }).textContent()).toBe(".card (2 elements)");
    // Nothing paints the card's background: the field says transparent, not white.
    expect(await page.getByLabel("Background hex").inputValue()).toBe("transparent");

    await page.getByLabel("Padding top").fill("40");
    await frame.waitForFunction(() => [...document.querySelectorAll(".card")].every((c) => getComputedStyle(c).paddingTop === "40px"));

    await pickScope(page, "This element only");
    await page.getByLabel("Background hex").fill("#ff0000");
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".card")!).backgroundColor === "rgb(255, 0, 0)");
    expect(await frame.$$eval(".card", (els) => els.map((el) => [el.className, getComputedStyle(el).backgroundColor]))).toEqual([
      ["card card-1", "rgb(255, 0, 0)"],
      ["card", "rgba(0, 0, 0, 0)"],
    ]);
    expect(await frame.$$eval("[style]", (els) => els.length)).toBe(0);
    // The new class and its value are one undo step.
    await page.getByRole("button", { name: "Undo" }).click();
    await frame.waitForFunction(() => document.querySelector(".card")!.className === "card");
    expect(await computed(frame, ".card", "background-color")).toBe("rgba(0, 0, 0, 0)");
    expect(await computed(frame, ".card", "padding-top")).toBe("40px");

    // An image's fields show its drawn size.
    await clickOnCanvas(page, frame, ".hero-img");
    await page.getByTestId("selection-outline").getByText("hero-img").waitFor();
    expect(await page.getByRole("textbox", { name: "Width", exact: true }).inputValue()).toBe("40");
    expect(await page.getByRole("textbox", { name: "Height", exact: true }).inputValue()).toBe("20");

    // Assets name their files (an embedded image by its type, never the start of its bytes).
    await page.getByRole("tab", { name: "Assets" }).click();
    const asset = page.getByRole("list", { name: "Assets" }).getByRole("listitem").first();
    expect(await asset.getByTestId("asset-name").textContent()).toBe("embedded.svg");
    await asset.getByText("SVG · Product screenshot").waitFor();
    await page.context().close();
  });

  it("a tablet edit lands in a media block, leaves desktop pixel-identical, and the export carries it", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const frame = await canvas(page);
    const frameBox = page.locator('iframe[title="Layout canvas"]');
    const desktopBefore = await frameBox.screenshot();

    await page.getByRole("radio", { name: "Tablet (768px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 768);
    await clickOnCanvas(page, frame, ".hero-title");
    await page.getByTestId("style-breakpoint").getByText("@media (max-width: 991px)").waitFor();
    await page.getByLabel("Font size").fill("20");
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".hero-title")!).fontSize === "20px");

    await page.getByRole("radio", { name: "Desktop (1280px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 1280);
    expect(await computed(frame, ".hero-title", "font-size")).toBe("48px");
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { name: "Acme" }).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("selection-outline").waitFor({ state: "detached" });
    expect(pixelDiff(desktopBefore, await frameBox.screenshot())).toBe(0);

    const exported = await exportFromEditor(page, "HTML/CSS");
    expect(exported).not.toMatch(/style="/);
    // The export run as its user would: the title is 20px on a tablet and 48px on a desktop.
    const viewer = await session.browser.newContext({ viewport: { width: 768, height: 800 } });
    const view = await viewer.newPage();
    await view.setContent(exported);
    const size = () => view.$eval("h1", (el) => getComputedStyle(el).fontSize);
    expect(await size()).toBe("20px");
    await view.setViewportSize({ width: 1280, height: 800 });
    expect(await size()).toBe("48px");
    await viewer.close();
    await page.context().close();
  });
});
