import { describe, expect, it } from "vitest";
import type { Frame } from "playwright-core";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, canvasPoint, clickOnCanvas, LANDING_HTML, settledBox } from "../helpers/editor-page.ts";

const order = (frame: Frame, selector: string) => frame.$$eval(selector, (els) => els.map((el) => el.className));

describe("editing on the canvas and in the layers panel", () => {
  // Each test edits a layout of its own: auto-save may store any state a test passes through, which must not
  // become the next test's starting point.
  const html = LANDING_HTML.replace('<p class="hero-lead">Turn any site into clean, editable code.</p>', '<p class="hero-lead">Turn any site into <b class="hl">clean</b> code.</p>');
  const session = useEditorSession({ firstName: "Pat", html }, 300_000);

  it("edits text in place: double-click, type, Enter and blur commit, each one undo step; Escape cancels the edit", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const frame = await canvas(page);
    await clickOnCanvas(page, frame, ".hero-title", { clickCount: 2 });
    await frame.waitForSelector(".hero-title[contenteditable]");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Launch <b>today</b>");
    await page.keyboard.press("Enter");
    await frame.waitForSelector(".hero-title:not([contenteditable])");
    // Typed markup is text, never elements.
    expect(await frame.$eval(".hero-title", (el) => [el.textContent, el.children.length])).toEqual(["Launch <b>today</b>", 0]);
    await page.getByRole("button", { name: "Undo" }).click();
    await frame.waitForFunction(() => document.querySelector(".hero-title")?.textContent === "Ship landing pages faster");
    await page.getByRole("button", { name: "Redo" }).click();
    await frame.waitForFunction(() => document.querySelector(".hero-title")?.textContent === "Launch <b>today</b>");

    // Mixed content keeps its markup.
    // Over the paragraph's own text (not its <b>): the paragraph is edited, its inline markup kept.
    const lead = await canvasPoint(frame, ".hero-lead", { x: 4 });
    await page.mouse.dblclick(lead.x, lead.y);
    await frame.waitForSelector(".hero-lead[contenteditable]");
    await page.keyboard.press("End");
    await page.keyboard.type(" and tidy");
    await page.keyboard.press("Enter");
    await frame.waitForSelector(".hero-lead:not([contenteditable])");
    const leadMarkup = () => frame.$eval(".hero-lead", (el) => el.innerHTML.replace(/ data-ll-id="n\d+"/g, ""));
    expect(await leadMarkup()).toBe('Turn any site into <b class="hl">clean</b> code. and tidy');

    // Escape cancels: what was typed since the double-click goes, and no undo step is recorded.
    await page.mouse.dblclick(lead.x, lead.y);
    await frame.waitForSelector(".hero-lead[contenteditable]");
    await page.keyboard.press("End");
    await page.keyboard.type(" at once");
    await page.keyboard.press("Escape");
    await frame.waitForSelector(".hero-lead:not([contenteditable])");
    expect(await leadMarkup()).toBe('Turn any site into <b class="hl">clean</b> code. and tidy');

    // Blur (clicking the page outside) commits as well.
    await clickOnCanvas(page, frame, ".card-title", { clickCount: 2 });
    await frame.waitForSelector(".card-title[contenteditable]");
    await page.keyboard.press("End");
    await page.keyboard.type("er");
    await page.getByRole("heading", { name: "Acme" }).click();
    await frame.waitForFunction(() => document.querySelector(".card-title")?.textContent === "Faster");
    expect(await frame.$(".card-title[contenteditable]")).toBeNull();
    await page.getByRole("button", { name: "Undo" }).click();
    await frame.waitForFunction(() => document.querySelector(".card-title")?.textContent === "Fast");
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await frame.$eval(".hero-lead", (el) => el.textContent)).toBe("Turn any site into clean code.");
    await page.context().close();
  });

  it("drags to reorder on the canvas with a drop indicator, and undoes it", async () => {
    const page = await session.open(`/editor/${await session.newLayout()}`);
    const frame = await canvas(page);
    expect(await order(frame, ".hero > *")).toEqual(["hero-title", "hero-lead", "cta-button", "hero-img"]);
    await clickOnCanvas(page, frame, ".cta-button");
    const from = await canvasPoint(frame, ".cta-button");
    const title = await settledBox(frame, ".hero-title");
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 10, { steps: 2 });
    // The top edge of the title: drop before it.
    await page.mouse.move(title.x + title.width / 2, title.y + 3, { steps: 4 });
    const indicator = page.getByTestId("drop-indicator");
    await indicator.waitFor();
    expect(await indicator.getAttribute("data-kind")).toBe("line");
    await page.mouse.up();
    await indicator.waitFor({ state: "detached" });
    expect(await order(frame, ".hero > *")).toEqual(["cta-button", "hero-title", "hero-lead", "hero-img"]);

    // A block cannot be dropped inside inline content: dragging a card over the link puts it beside the link's
    // paragraph-level position, never inside the <a>.
    await clickOnCanvas(page, frame, ".features .card");
    const card = await canvasPoint(frame, ".features .card", { x: 6, y: 6 });
    const cta = await settledBox(frame, ".cta-button");
    await page.mouse.move(card.x, card.y);
    await page.mouse.down();
    await page.mouse.move(card.x + 10, card.y + 10, { steps: 2 });
    await page.mouse.move(cta.x + cta.width / 2, cta.y + cta.height / 2, { steps: 5 });
    await indicator.waitFor();
    await page.mouse.up();
    expect(await frame.$$eval(".cta-button .card, .cta-button div", (els) => els.length)).toBe(0);
    expect(await frame.$eval(".cta-button", (el) => el.parentElement?.className)).toBe("hero");

    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    await frame.waitForFunction(() => [...document.querySelectorAll(".hero > *")].map((e) => e.className).join() === "hero-title,hero-lead,cta-button,hero-img");
    expect(await frame.$$eval(".features > .card", (els) => els.length)).toBe(2);
    await page.context().close();
  });

  it("drags layers to reorder and nest, with drop indicators, one undo step each", async () => {
    const page = await session.open(`/editor/${await session.newLayout()}`);
    const frame = await canvas(page);
    const tree = page.getByRole("tree", { name: "Layers" });
    const rowOf = (name: string) => tree.locator("[data-layer-id] > div").filter({ has: page.getByRole("button", { name, exact: true }) }).first();
    // footer above the hero: drop on the hero row's top edge, with a line above the row while dragging.
    const footerBox = (await rowOf("SiteFooter").boundingBox())!;
    const heroBox = (await rowOf("Hero").boundingBox())!;
    await page.mouse.move(footerBox.x + 40, footerBox.y + footerBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(heroBox.x + 40, heroBox.y + 10, { steps: 4 });
    await page.mouse.move(heroBox.x + 40, heroBox.y + 2, { steps: 2 });
    await tree.getByTestId("layer-drop-indicator").waitFor();
    expect(await rowOf("Hero").getAttribute("data-drop")).toBe("before");
    await page.mouse.up();
    await frame.waitForFunction(() => [...document.body.children].map((e) => e.className).join() === "site-header,footer,hero,features");
    // hero-img into the first card (its middle means inside).
    await rowOf("card").first().click();
    const imgBox = (await rowOf("hero-img").boundingBox())!;
    const cardBox = (await rowOf("card").first().boundingBox())!;
    await page.mouse.move(imgBox.x + 60, imgBox.y + imgBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(cardBox.x + 60, cardBox.y + cardBox.height / 2, { steps: 5 });
    await page.waitForFunction(() => document.querySelector('[role="tree"] [data-drop="inside"]'));
    await page.mouse.up();
    await frame.waitForSelector(".features .card > .hero-img");
    await page.keyboard.press("Control+z");
    await frame.waitForSelector(".hero > .hero-img");
    await page.keyboard.press("Control+z");
    await frame.waitForFunction(() => [...document.body.children].map((e) => e.className).join() === "site-header,hero,features,footer");
    await page.context().close();
  });

  it("copies, pastes, duplicates; Shift selects several; Delete removes them all; undo restores", async () => {
    const page = await session.open(`/editor/${await session.newLayout()}`);
    const frame = await canvas(page);
    // Each shortcut acts on the selection: wait until the outline names the element just clicked, not for any outline.
    const selected = (name: string) => page.getByTestId("selection-outline").getByText(name, { exact: true }).waitFor();
    await clickOnCanvas(page, frame, ".card-title");
    await selected("card-title");
    await page.keyboard.press("Control+c");
    await clickOnCanvas(page, frame, ".footer-note");
    await selected("footer-note");
    await page.keyboard.press("Control+v");
    await frame.waitForSelector(".footer .card-title");
    expect(await frame.$eval(".footer", (el) => [...el.children].map((c) => c.className))).toEqual(["footer-note", "card-title"]);
    await page.keyboard.press("Control+d");
    await frame.waitForFunction(() => document.querySelectorAll(".footer .card-title").length === 2);

    await clickOnCanvas(page, frame, ".hero-title");
    await selected("hero-title");
    await clickOnCanvas(page, frame, ".hero-lead", { modifiers: ["Shift"] });
    await page.getByTestId("selection-outline").getByText("+1").waitFor();
    await clickOnCanvas(page, frame, ".cta-button", { modifiers: ["Shift"] });
    // Outlines are measured in the next animation frame: wait for the primary's "+2" before counting the others.
    await page.getByTestId("selection-outline").getByText("+2").waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="secondary-selection-outline"]').length === 2);
    await page.keyboard.press("Delete");
    await frame.waitForFunction(() => !document.querySelector(".hero-title, .hero-lead, .cta-button"));
    expect(await frame.$(".hero-img")).not.toBeNull();
    await page.keyboard.press("Control+z");
    await frame.waitForSelector(".hero-title");
    expect(await order(frame, ".hero > *")).toEqual(["hero-title", "hero-lead", "cta-button", "hero-img"]);
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    await frame.waitForFunction(() => !document.querySelector(".footer .card-title"));
    await page.context().close();
  });
  it("shows editing hints for what is selected, and none once Settings turns them off", async () => {
    const page = await session.open(`/editor/${await session.newLayout()}`);
    const frame = await canvas(page);
    const hints = page.getByTestId("editing-hints");
    await hints.getByText(/Click an element to select it/).waitFor();
    await clickOnCanvas(page, frame, ".hero-title");
    await hints.getByText(/Double-click to edit text \(Enter keeps it, Esc cancels\)/).waitFor();
    await clickOnCanvas(page, frame, ".cta-button", { modifiers: ["Shift"] });
    await hints.getByText(/Delete removes them all/).waitFor();

    await page.goto(`${session.s.baseUrl}/settings?tab=appearance`);
    const toggle = page.getByRole("switch", { name: /Show editing hints/ });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "PATCH" && r.ok());
    await toggle.click();
    await saved;
    const settingsRead = page.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "GET");
    await page.goto(`${session.s.baseUrl}/editor/${session.layoutId}`);
    expect((await (await settingsRead).json()).editingHints).toBe(false);
    await canvas(page);
    await page.getByRole("button", { name: "Undo" }).waitFor();
    expect(await page.getByTestId("editing-hints").count()).toBe(0);
    await page.context().close();
  });
});
