import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEHAVIOUR_RUNTIME } from "@layoutlift/core/behaviours/runtime.gen";
import { launchTestBrowser } from "../helpers/browser.ts";

/**
 * Our runtime on a page written in its vocabulary (contract/behaviours.ts): every pattern it reproduces, driven by
 * real clicks and keys in Chromium, with the keyboard and focus rules of the WAI-ARIA Authoring Practices.
 */
const PAGE = `<!doctype html><html><head><style>
  .collapse:not(.show), .tab-pane:not(.active), .slide:not(.active), .menu:not(.show), .modal:not(.show), .sub:not(.show) { display: none }
  .modal.show { position: fixed; inset: 0 }
</style></head><body>
  <button id="toggler" class="collapsed" aria-expanded="false" aria-controls="nav" data-toggle-target="nav" data-closed-class="collapsed" data-open-attrs="aria-expanded=true" data-closed-attrs="aria-expanded=false">Menu</button>
  <div id="nav" class="collapse" data-open-class="show"><a href="#about">About</a></div>
  <svg id="icon-open" class="block" data-follows="nav" data-open-class="hidden" data-closed-class="block"></svg>

  <div id="acc">
    <button id="h1" data-toggle-target="c1" aria-expanded="true" data-closed-class="collapsed">One</button>
    <div id="c1" class="collapse show" data-group="acc" data-open-class="show">Body one</div>
    <button id="h2" class="collapsed" data-toggle-target="c2" aria-expanded="false" data-closed-class="collapsed">Two</button>
    <div id="c2" class="collapse" data-group="acc" data-open-class="show">Body two</div>
  </div>

  <div role="tablist">
    <a id="t1" role="tab" href="#p1" class="active" aria-selected="true" data-select-target="p1" data-open-class="active" data-open-attrs="aria-selected=true tabindex=0" data-closed-attrs="aria-selected=false tabindex=-1">Home</a>
    <a id="t2" role="tab" href="#p2" aria-selected="false" tabindex="-1" data-select-target="p2" data-open-class="active" data-open-attrs="aria-selected=true tabindex=0" data-closed-attrs="aria-selected=false tabindex=-1">Profile</a>
    <a id="t3" role="tab" href="#p3" aria-selected="false" tabindex="-1" data-select-target="p3" data-open-class="active" data-open-attrs="aria-selected=true tabindex=0" data-closed-attrs="aria-selected=false tabindex=-1">Contact</a>
  </div>
  <div id="p1" class="tab-pane active" data-group="tabs1" data-open-class="active" data-closed-attrs="hidden=" data-open-attrs="!hidden">Pane one</div>
  <div id="p2" class="tab-pane" hidden data-group="tabs1" data-open-class="active" data-closed-attrs="hidden=" data-open-attrs="!hidden">Pane two</div>
  <div id="p3" class="tab-pane" hidden data-group="tabs1" data-open-class="active" data-closed-attrs="hidden=" data-open-attrs="!hidden">Pane three</div>

  <div class="dropdown">
    <button id="dd" aria-expanded="false" data-toggle-target="ddm">Options</button>
    <ul id="ddm" class="menu" data-open-class="show" data-dismiss="escape outside"><li><a href="#x">Edit</a></li></ul>
  </div>

  <button id="open-modal" data-toggle-target="modal">Open dialog</button>
  <div id="modal" class="modal" aria-hidden="true" data-open-class="show" data-open-attrs="!aria-hidden aria-modal=true role=dialog" data-closed-attrs="aria-hidden=true !aria-modal !role" data-dismiss="escape" data-open-backdrop="backdrop fade show" data-open-body-class="modal-open">
    <input id="modal-field"><button id="modal-ok">OK</button><button id="modal-close" data-close-target="modal">Close</button>
  </div>

  <div id="carousel">
    <div id="s1" class="slide active" data-group="car" data-open-class="active">One</div>
    <div id="s2" class="slide" data-group="car" data-open-class="active">Two</div>
    <div id="s3" class="slide" data-group="car" data-open-class="active">Three</div>
    <button id="prev" data-step-group="car" data-step="prev">Prev</button>
    <button id="next" data-step-group="car" data-step="next">Next</button>
    <button id="to3" data-select-target="s3" data-open-class="active">3</button>
  </div>

  <nav><ul><li><a id="hover" href="#products" data-toggle-target="sub" data-toggle-trigger="hover">Products</a>
    <ul id="sub" class="sub" data-open-class="show"><li><a href="#p">Paddles</a></li></ul></li></ul></nav>
  <p id="elsewhere">Elsewhere</p>
</body></html>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchTestBrowser();
  page = await browser.newPage({ viewport: { width: 800, height: 600 } });
});
afterAll(async () => {
  await browser?.close();
});

/** A new document each time: nothing of the last test's state (or listeners) is left. */
async function fresh(): Promise<Page> {
  await page.setContent(PAGE);
  await page.addScriptTag({ content: BEHAVIOUR_RUNTIME });
  return page;
}

const classOf = (id: string) => page.locator(`#${id}`).getAttribute("class");
const attrOf = (id: string, name: string) => page.locator(`#${id}`).getAttribute(name);
const focused = () => page.evaluate(() => document.activeElement?.id ?? "");

describe("the behaviour runtime", () => {
  it("toggles a disclosure and everything that follows it, without navigating", async () => {
    await fresh();
    await page.click("#toggler");
    expect(await classOf("nav")).toBe("collapse show");
    expect(await classOf("toggler")).toBe("");
    expect(await attrOf("toggler", "aria-expanded")).toBe("true");
    expect(await page.locator("#icon-open").getAttribute("class")).toBe("hidden");
    expect(new URL(page.url()).hash).toBe("");
    await page.click("#toggler");
    expect(await classOf("nav")).toBe("collapse");
    expect(await classOf("toggler")).toBe("collapsed");
    expect(await attrOf("toggler", "aria-expanded")).toBe("false");
  });

  it("closes the other members of an exclusive group", async () => {
    await fresh();
    await page.click("#h2");
    expect(await classOf("c2")).toBe("collapse show");
    expect(await classOf("c1")).toBe("collapse");
    expect(await classOf("h1")).toBe("collapsed");
    expect(await attrOf("h1", "aria-expanded")).toBe("false");
  });

  it("selects tabs by click and by arrow keys", async () => {
    await fresh();
    await page.click("#t2");
    expect(await page.locator("#p2").isVisible()).toBe(true);
    expect(await page.locator("#p1").isVisible()).toBe(false);
    expect(await attrOf("t2", "aria-selected")).toBe("true");
    expect(await attrOf("t1", "tabindex")).toBe("-1");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("t3");
    expect(await page.locator("#p3").isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe("t1");
    expect(await page.locator("#p1").isVisible()).toBe(true);
  });

  it("closes a dropdown on Escape (focus back on its button) and on a click outside", async () => {
    await fresh();
    await page.click("#dd");
    expect(await page.locator("#ddm").isVisible()).toBe(true);
    expect(await attrOf("dd", "aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await page.locator("#ddm").isVisible()).toBe(false);
    expect(await focused()).toBe("dd");
    await page.click("#dd");
    await page.click("#elsewhere");
    expect(await page.locator("#ddm").isVisible()).toBe(false);
    expect(await attrOf("dd", "aria-expanded")).toBe("false");
  });

  it("opens a modal dialog with a backdrop, keeps Tab inside it, and gives focus back when it closes", async () => {
    await fresh();
    await page.click("#open-modal");
    expect(await attrOf("modal", "aria-modal")).toBe("true");
    expect(await attrOf("modal", "aria-hidden")).toBeNull();
    expect(await page.evaluate(() => document.body.className)).toBe("modal-open");
    expect(await page.locator(".backdrop.fade.show").count()).toBe(1);
    expect(await focused()).toBe("modal-field");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("modal-field");
    await page.keyboard.press("Escape");
    expect(await page.locator("#modal").isVisible()).toBe(false);
    expect(await page.locator(".backdrop").count()).toBe(0);
    expect(await page.evaluate(() => document.body.className)).toBe("");
    expect(await focused()).toBe("open-modal");
    await page.click("#open-modal");
    await page.click("#modal-close");
    expect(await attrOf("modal", "aria-hidden")).toBe("true");
  });

  it("steps a carousel both ways and jumps to an item", async () => {
    await fresh();
    await page.click("#next");
    expect(await classOf("s2")).toBe("slide active");
    await page.click("#prev");
    await page.click("#prev");
    expect(await classOf("s3")).toBe("slide active");
    expect(await classOf("s1")).toBe("slide");
    await page.click("#next");
    expect(await classOf("s1")).toBe("slide active");
    await page.click("#to3");
    expect(await classOf("s3")).toBe("slide active");
    expect(await classOf("to3")).toBe("active");
  });

  it("opens a hover menu while pointed at and closes it when the pointer leaves", async () => {
    await fresh();
    await page.hover("#hover");
    expect(await page.locator("#sub").isVisible()).toBe(true);
    await page.hover("#sub a");
    expect(await page.locator("#sub").isVisible()).toBe(true);
    await page.hover("#elsewhere");
    expect(await page.locator("#sub").isVisible()).toBe(false);
  });
});
