import { describe, expect, it } from "vitest";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, clickOnCanvas, exportFromEditor, openAs } from "../helpers/editor-page.ts";

/** Shaped like a Bootstrap example page: an icon sprite first, then utility-classed columns. */
const HTML = `<svg xmlns="http://www.w3.org/2000/svg" class="d-none"><symbol id="bootstrap" viewBox="0 0 118 94"><path d="M0 0h10v10z"></path></symbol><symbol id="home" viewBox="0 0 16 16"><path d="M0 0h16v16z"></path></symbol><symbol id="speedometer" viewBox="0 0 16 16"><path d="M0 0h8v8z"></path></symbol></svg>
<main class="container py-5"><div class="row g-4"><div class="col-lg-4"><h3 class="fs-4">Featured title</h3><p class="mb-0">Paragraph of text beneath the heading.</p></div><div class="col-lg-4 box"><h3 class="fs-4">Second feature</h3></div></div></main>`;
const CSS = `.d-none{display:none}.container{max-width:1140px;margin:0 auto;padding:0 12px}.py-5{padding-top:48px;padding-bottom:48px}.row{display:flex;gap:24px}.col-lg-4{flex:1}.box{min-height:80px}`;

describe("clean output from the editor", () => {
  const session = useEditorSession({ firstName: "Cy", html: HTML, css: CSS });

  it("folds the icon sprite, names inner layers by content, and exports inserted elements with classes, not style attributes", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    const frame = await canvas(page);
    const tree = page.getByRole("tree", { name: "Layers" });

    // The sprite is one folded "Icons" layer, not a row per symbol.
    const icons = tree.locator(":scope > li").first();
    expect(await icons.locator('[data-testid="layer-name"]').first().textContent()).toBe("Icons");
    expect(await icons.getAttribute("aria-expanded")).toBe("false");
    expect(await tree.getByText("Icon home").count()).toBe(0);
    // Columns are named by their headings, not by `col-lg-4`.
    await clickOnCanvas(page, frame, ".col-lg-4 h3");
    await tree.getByRole("button", { name: "Featured title", exact: true }).first().waitFor();
    expect(await tree.getByRole("button", { name: "col-lg-4", exact: true }).count()).toBe(0);

    // Every Insert tool, into the second column.
    for (const tool of ["Insert text", "Insert image", "Insert container", "Insert button"]) {
      await page.getByRole("radio", { name: tool }).click();
      await clickOnCanvas(page, frame, ".box");
      await page.keyboard.press("Escape");
    }
    await frame.waitForSelector(".box button");
    expect(await frame.$$eval("[style]", (els) => els.length)).toBe(0);

    const exported = await exportFromEditor(page, "HTML/CSS");
    expect(exported.match(/\sstyle="/g) ?? []).toEqual([]);
    expect(exported).toContain("Edit this text");

    // The inserted parts look as they did on the canvas when the export is opened.
    const viewer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const view = await viewer.newPage();
    await view.setContent(exported);
    expect(await view.$eval(".box button", (el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).borderRadius])).toEqual(["rgb(79, 70, 229)", "8px"]);
    expect(await view.$eval(".box img", (el) => getComputedStyle(el).maxWidth)).toBe("100%");
    expect(await view.$eval(".box div", (el) => getComputedStyle(el).minHeight)).toBe("80px");
    await viewer.close();
    await page.context().close();
  });
});
