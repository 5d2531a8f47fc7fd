import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { PNG } from "pngjs";
import pixelmatch from "pixelmatch";
import { startEditorSession, type EditorSession } from "../helpers/editor-session.ts";
import { canvas, clickOnCanvas, computed, exportFromEditor, openAs } from "../helpers/editor-page.ts";

/**
 * A Clean Blog-style theme on Bootstrap 5's own stylesheet: the heading's size comes from a theme rule more
 * specific than any class, and a larger one inside `@media (min-width: 992px)`. Edits of it must take effect.
 */
const BOOTSTRAP = readFileSync(createRequire(import.meta.url).resolve("bootstrap/dist/css/bootstrap.min.css"), "utf8").replace(/\/\*# sourceMappingURL=.*?\*\//, "");
const THEME = `header.masthead{padding:48px 0;background:#334}header.masthead .site-heading{text-align:center;color:#fff}
header.masthead .site-heading h1{font-size:3rem;font-weight:800;margin:0}
@media (min-width: 992px){header.masthead .site-heading h1{font-size:5rem}}
.post-preview{padding:24px 0}`;
const HTML = `<header class="masthead"><div class="container"><div class="site-heading"><h1 class="display-title">Clean Blog</h1><span class="subheading">A Blog Theme by Start Bootstrap</span></div></div></header>
<main class="container"><div class="post-preview"><h2 class="post-title">Man must explore</h2><p class="lead">Problems look mighty small from 150 miles up.</p></div></main>`;

function pixelDiff(a: Buffer, b: Buffer): number {
  const [pa, pb] = [PNG.sync.read(a), PNG.sync.read(b)];
  expect([pa.width, pa.height]).toEqual([pb.width, pb.height]);
  return pixelmatch(pa.data, pb.data, undefined, pa.width, pa.height, { threshold: 0 });
}

describe("style edits against a more specific theme rule", () => {
  let session: EditorSession;
  let browser: Browser;
  beforeAll(async () => {
    session = await startEditorSession({ firstName: "Dee", html: HTML, css: `${BOOTSTRAP}\n${THEME}` });
    browser = session.browser;
  });
  afterAll(() => session?.close());

  it("an element-only desktop edit and a tablet edit take effect at their widths only, in the canvas and the export, and the panel names the rule", async () => {
    const page = await openAs(session.s, browser, session.pro, `/editor/${session.layoutId}`);
    const frame = await canvas(page);
    const before = await exportFromEditor(page, "HTML/CSS");
    expect(await computed(frame, "h1", "font-size")).toBe("80px");

    await clickOnCanvas(page, frame, "h1");
    await page.getByTestId("selection-outline").getByText("display-title").waitFor();
    const source = page.getByTestId("rule-source");
    await source.getByText("Font size: header.masthead .site-heading h1 wins at ≥ 992 px").waitFor();

    await page.getByRole("combobox", { name: "Style applies to" }).click();
    await page.getByRole("option", { name: "This element only" }).click();
    await page.getByLabel("Font size").fill("40");
    await frame.waitForFunction(() => getComputedStyle(document.querySelector("h1")!).fontSize === "40px");
    await source.getByText(/Edits go into header\.masthead \.site-heading h1\.display-title at ≥ 992 px/).waitFor();
    // The field keeps the value the canvas draws, it does not snap back.
    await page.getByLabel("Font size").blur();
    expect(await page.getByLabel("Font size").inputValue()).toBe("40");

    await page.getByRole("radio", { name: "Tablet (768px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 768);
    // The desktop edit did not reach the tablet: the theme's 3rem still draws there.
    expect(await computed(frame, "h1", "font-size")).toBe("48px");
    await clickOnCanvas(page, frame, "h1");
    await page.getByLabel("Font size").fill("30");
    await frame.waitForFunction(() => getComputedStyle(document.querySelector("h1")!).fontSize === "30px");
    await source.getByText(/Edits go into header\.masthead \.site-heading h1\.display-title on tablet \(at ≤ 1199\.98 px\)/).waitFor();

    await page.getByRole("radio", { name: "Desktop (1280px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 1280);
    expect(await computed(frame, "h1", "font-size")).toBe("40px");
    expect(await frame.$$eval("[style]", (els) => els.length)).toBe(0);

    // The export, opened as its user would, draws exactly the original with the two sizes changed at their widths.
    const after = await exportFromEditor(page, "HTML/CSS");
    expect(after).not.toMatch(/style="/);
    const override = `<style>@media (min-width: 992px){h1{font-size:40px!important}}@media (max-width: 991px){h1{font-size:30px!important}}</style>`;
    const expected = before.replace("</head>", `${override}</head>`);
    const viewer = await browser.newContext({ viewport: { width: 1280, height: 700 } });
    const view = await viewer.newPage();
    for (const width of [1280, 768]) {
      await view.setViewportSize({ width, height: 700 });
      await view.setContent(after);
      const got = await view.screenshot();
      expect(await view.$eval("h1", (el) => getComputedStyle(el).fontSize)).toBe(width === 1280 ? "40px" : "30px");
      await view.setContent(expected);
      expect(pixelDiff(got, await view.screenshot()), `pixels differing at ${width}`).toBe(0);
    }
    await viewer.close();
    await page.context().close();
  });
});
