import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { layouts } from "@layoutlift/core/db/schema/index";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, clickOnCanvas, openAs } from "../helpers/editor-page.ts";

/**
 * A phone navbar as the extraction records it: the menu hidden at rest, opened by the toggler (readable attributes),
 * closed by Escape as an Alpine-style menu is.
 */
const HTML = `<header class="bar" data-name="header">
  <a class="brand" href="/">Acme</a>
  <button id="toggler" class="toggler collapsed" type="button" aria-expanded="false" aria-controls="menu" data-toggle-target="menu" data-closed-class="collapsed" data-open-attrs="aria-expanded=true" data-closed-attrs="aria-expanded=false">Menu</button>
  <nav id="menu" class="collapse" data-open-class="show" data-dismiss="escape"><a class="link" href="/about">About</a><a class="link" href="/contact">Contact</a></nav>
</header>`;
const CSS = `body{margin:0;font-family:sans-serif}.bar{padding:12px}.toggler{padding:8px 12px}.collapse:not(.show){display:none}.link{display:block;padding:8px}`;

describe("editor Preview", () => {
  const session = useEditorSession({ firstName: "Pia", html: HTML, css: CSS });

  it("runs the recorded toggle at the canvas's device width, and going back edits nothing", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    const writes: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET" && r.url().includes(`/api/layouts/${layoutId}`)) writes.push(`${r.method()} ${r.url()}`);
    });
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await canvas(page);
    await page.getByRole("radio", { name: "Mobile (390px)" }).click();

    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const handle = await page.waitForSelector('iframe[title="Layout preview"]');
    expect(await handle.getAttribute("sandbox")).toBe("allow-scripts");
    expect(await page.locator('iframe[title="Layout canvas"]').count()).toBe(0);
    const preview = (await handle.contentFrame())!;
    await preview.waitForSelector("#toggler");
    expect(await preview.evaluate(() => window.innerWidth)).toBe(390);
    // No editor stamps in what is previewed: it is the export's markup.
    expect(await preview.locator("[data-ll-id]").count()).toBe(0);
    expect(await preview.locator("#menu").isVisible()).toBe(false);

    await preview.locator("#toggler").click();
    await preview.locator("#menu").waitFor({ state: "visible" });
    expect(await preview.locator("#toggler").getAttribute("aria-expanded")).toBe("true");
    expect(await preview.locator("#menu a").allTextContents()).toEqual(["About", "Contact"]);
    await preview.locator("#toggler").click();
    await preview.locator("#menu").waitFor({ state: "hidden" });
    await preview.locator("#toggler").click();
    await preview.locator("#menu").waitFor({ state: "visible" });

    // Exit: the editing canvas is back, with the menu as the document has it (closed), and nothing was written.
    await page.getByRole("button", { name: "Exit preview" }).click();
    const frame = await canvas(page);
    expect(await page.locator('iframe[title="Layout preview"]').count()).toBe(0);
    expect(await frame.locator("#menu").getAttribute("class")).toBe("collapse");
    expect(await frame.locator("#menu").isVisible()).toBe(false);
    expect(await frame.evaluate(() => window.innerWidth)).toBe(390);

    // Escape goes back too (focus in the editor, not inside the previewed page).
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    await page.waitForSelector('iframe[title="Layout preview"]');
    await page.keyboard.press("Escape");
    await canvas(page);
    expect(await page.locator('iframe[title="Layout preview"]').count()).toBe(0);

    // Inside the previewed page (focus there after a click), Escape first closes what the page opened, as on the
    // original, and Preview stays; an Escape that closes nothing there goes back to editing.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const again = (await (await page.waitForSelector('iframe[title="Layout preview"]')).contentFrame())!;
    await again.locator("#toggler").click();
    await again.locator("#menu").waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await again.locator("#menu").waitFor({ state: "hidden" });
    expect(await again.evaluate(() => document.activeElement?.id)).toBe("toggler");
    expect(await page.locator('iframe[title="Layout preview"]').count()).toBe(1);
    await page.keyboard.press("Escape");
    await canvas(page);
    expect(await page.locator('iframe[title="Layout preview"]').count()).toBe(0);

    expect(writes).toEqual([]);
    expect(violations).toEqual([]);
    expect(await page.getByRole("button", { name: "Save", exact: true }).getAttribute("data-dirty")).toBeNull();
    const [row] = await s.runtime.deps.db.select().from(layouts).where(eq(layouts.id, layoutId));
    expect(row.editedHtml).toBeNull();
    await page.context().close();
  });

  it("the state switch draws the menu open on the canvas only; an edit inside it is saved, the resting state too", async () => {
    const { s, browser, pro } = session;
    const layoutId = await session.newLayout();
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    const frame = await canvas(page);
    expect(await frame.locator("#menu").isVisible()).toBe(false);
    await clickOnCanvas(page, frame, "#toggler");
    await page.getByRole("radio", { name: "Open" }).click();
    await frame.locator("#menu").waitFor({ state: "visible" });
    expect(await frame.locator("#toggler").getAttribute("aria-expanded")).toBe("true");
    // Nothing to save yet: the open state is the canvas's, not the document's.
    expect(await page.getByRole("button", { name: "Save", exact: true }).getAttribute("data-dirty")).toBeNull();

    await clickOnCanvas(page, frame, "#menu .link", { clickCount: 2 });
    await frame.waitForSelector("#menu .link[contenteditable]");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Our story");
    await page.keyboard.press("Enter");
    await frame.waitForSelector("#menu .link:not([contenteditable])");
    // Still open after the edit re-rendered it.
    expect(await frame.locator("#menu .link").first().textContent()).toBe("Our story");
    expect(await frame.locator("#menu").isVisible()).toBe(true);

    await page.getByRole("radio", { name: "Closed" }).click();
    await frame.locator("#menu").waitFor({ state: "hidden" });
    expect(await frame.locator("#menu").getAttribute("class")).toBe("collapse");

    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes(`/api/layouts/${layoutId}`));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    expect((await saved).ok()).toBe(true);
    const [row] = await s.runtime.deps.db.select().from(layouts).where(eq(layouts.id, layoutId));
    expect(row.editedHtml).toContain(">Our story</a>");
    expect(row.editedHtml).toContain('<nav id="menu" class="collapse" data-open-class="show" data-dismiss="escape">');
    expect(row.editedHtml).toContain('aria-expanded="false"');
    expect(row.editedHtml).not.toContain("collapse show");
    await page.context().close();
  });
});
