import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { layouts, subscriptions, userSettings } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { launchTestBrowser } from "../helpers/browser.ts";
import { bigLayout, canvas, canvasPoint, clickOnCanvas, computed, LANDING_CSS, LANDING_HTML, openAs as openPage } from "../helpers/editor-page.ts";

describe("visual editor in a real browser", () => {
  let s: TestServer;
  let browser: Browser;
  let pro: Awaited<ReturnType<TestServer["signIn"]>>;
  let starter: Awaited<ReturnType<TestServer["signIn"]>>;
  let landingId: string;
  let bigId: string;
  let starterLayoutId: string;
  let extractingId: string;
  let controlsId: string;

  beforeAll(async () => {
    [s, browser] = await Promise.all([startTestServer("pglite"), launchTestBrowser()]);
    const db = s.runtime.deps.db;
    pro = await s.signIn({ firstName: "Pat" });
    starter = await s.signIn({ firstName: "Sam" });
    await db.insert(subscriptions).values({ userId: pro.user.id, tier: "pro", status: "active" });
    // These tests save by hand and check unsaved-work prompts; auto-save has its own test (editor-history).
    await db.insert(userSettings).values({ userId: pro.user.id, autoSave: false });
    const rows = await db
      .insert(layouts)
      .values([
        { userId: pro.user.id, url: "https://acme.example", title: "Acme", status: "done", stage: "done", progress: 100, extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS },
        { userId: pro.user.id, url: "https://big.example", status: "done", stage: "done", progress: 100, extractedHtml: bigLayout(500), extractedCss: ".row{padding:8px}" },
        { userId: starter.user.id, url: "https://acme.example", status: "done", stage: "done", progress: 100, extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS },
        { userId: pro.user.id, url: "https://slow.example", status: "running", stage: "css", progress: 40 },
        {
          userId: pro.user.id, url: "https://controls.example", title: "Controls", status: "done", stage: "done", progress: 100, extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS,
          layoutJson: {
            version: 2, url: "https://controls.example", title: "Controls", viewport: { width: 1280, height: 800 }, screenshot: null, components: [], tree: [],
            fidelity: [{ width: 1280, score: 0.998, mismatches: 1 }, { width: 768, score: 1, mismatches: 0 }, { width: 390, score: 0.97, mismatches: 4 }],
          },
        },
      ])
      .returning();
    [landingId, bigId, starterLayoutId, extractingId, controlsId] = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await browser?.close();
    await s?.close();
  });

  /** A signed-in page in a 1440×900 window, opened at `path`. */
  const openAs = (who: { cookie: string }, path: string): Promise<Page> => openPage(s, browser, who, path, { width: 1440, height: 900 });

  it("edits, undoes, redoes, hides, saves and reloads a layout; switches device; exports React", async () => {
    const page = await openAs(pro, `/editor/${landingId}`);
    let frame = await canvas(page);
    // The layout's own links never run anything: the iframe has no allow-scripts.
    expect(await page.getAttribute('iframe[title="Layout canvas"]', "sandbox")).toBe("allow-same-origin");
    await page.getByText("Select an element to edit its properties").waitFor();

    await clickOnCanvas(page, frame, ".hero-title");
    await page.getByTestId("selection-outline").getByText("hero-title").waitFor();
    expect(await page.getByTestId("element-type").textContent()).toBe("text");
    // Fields start from the computed style.
    expect(await page.getByLabel("Font size").inputValue()).toBe("48");

    await page.getByLabel("Font size").fill("40");
    await page.getByLabel("Padding top").fill("24");
    expect(await computed(frame, ".hero-title", "font-size")).toBe("40px");
    expect(await computed(frame, ".hero-title", "padding-top")).toBe("24px");
    // The edits went into the class rule, not a style attribute.
    expect(await frame.getAttribute(".hero-title", "style")).toBeNull();
    // (The canvas updates the edited rule through the CSSOM, so the rule is read there, not from the <style> text.)
    const heroRule = await frame.$eval("#ll-page", (el) => {
      const rule = [...(el as HTMLStyleElement).sheet!.cssRules].find((r): r is CSSStyleRule => r instanceof CSSStyleRule && r.selectorText === ".hero-title");
      return rule && { fontSize: rule.style.fontSize, paddingTop: rule.style.paddingTop, margin: rule.style.margin };
    });
    expect(heroRule).toEqual({ fontSize: "40px", paddingTop: "24px", margin: "0px 0px 16px" });

    await page.getByRole("button", { name: "Undo" }).click();
    expect(await computed(frame, ".hero-title", "padding-top")).toBe("0px");
    expect(await computed(frame, ".hero-title", "font-size")).toBe("40px");
    await page.getByRole("button", { name: "Redo" }).click();
    expect(await computed(frame, ".hero-title", "padding-top")).toBe("24px");
    // Keyboard too, once focus is out of the form fields.
    await page.getByRole("heading", { name: "Acme" }).click();
    await page.keyboard.press("Control+z");
    expect(await computed(frame, ".hero-title", "padding-top")).toBe("0px");
    await page.keyboard.press("Control+Shift+z");
    expect(await computed(frame, ".hero-title", "padding-top")).toBe("24px");

    // Selecting through the layers panel selects on the canvas (the layer carries its component name, from its heading).
    await page.getByRole("tree", { name: "Layers" }).getByRole("button", { name: "Fast", exact: true }).click();
    await page.getByTestId("selection-outline").getByText("features").waitFor();
    expect(await page.getByTestId("element-type").textContent()).toBe("container");

    await page.getByRole("button", { name: "Hide SiteFooter", exact: true }).click();
    expect(await computed(frame, ".footer", "display")).toBe("none");

    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved successfully").waitFor();
    await page.getByText("Your changes have been saved.").waitFor();
    const [row] = await s.runtime.deps.db.select().from(layouts).where(eq(layouts.id, landingId));
    expect(row.editedHtml).toContain('<h1 class="hero-title">');
    expect(row.editedCss).toContain(".hero-title{font-size:40px;margin:0 0 16px;padding-top:24px}");
    expect(row.editedHtml).toContain('<footer class="footer" data-name="footer" hidden>');
    expect(row.editedHtml).not.toContain("data-ll-id");
    expect(row.version).toBe(2);

    await page.reload();
    frame = await canvas(page);
    expect(await computed(frame, ".hero-title", "font-size")).toBe("40px");
    expect(await computed(frame, ".hero-title", "padding-top")).toBe("24px");
    expect(await computed(frame, ".footer", "display")).toBe("none");

    await page.getByRole("radio", { name: "Mobile (390px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 390);

    await page.getByRole("button", { name: "Export" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "React" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.(jsx|tsx)$/);
    const code = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(code).toString("utf8")).toContain("Ship landing pages faster");
    await page.getByText("Export successful").waitFor();

    await page.getByTestId("ai-provider").getByText("Built-in rules").waitFor();
    await page.getByRole("button", { name: "Improve contrast" }).click();
    await page.getByRole("textbox", { name: "AI prompt" }).press("Enter");
    await page.getByText("AI edit applied").waitFor();
    // The toast says what changed: the pale lead (#9ca3af on white) got a darker colour, as a rule, not a style.
    await page.getByText(/^Raised contrast on \d+ texts?: .*"[^"]+" #9ca3af → #[0-9a-f]{6}/).waitFor();
    frame = await canvas(page);
    expect(await frame.getAttribute(".hero-lead", "style")).toBeNull();
    expect(await frame.$eval(".hero-lead", (el) => getComputedStyle(el).color)).not.toBe("rgb(156, 163, 175)");
    await page.context().close();
  });

  it("inserts, locks, deletes and deselects; asks before leaving unsaved work; offers Reload on a save conflict", async () => {
    const page = await openAs(pro, `/editor/${controlsId}`);
    let frame = await canvas(page);
    const layers = page.getByRole("tree", { name: "Layers" });

    // The verify step's measurement for the previewed width.
    await page.getByTestId("fidelity-badge").getByText("99.8% match at 1280px").waitFor();
    await page.getByRole("radio", { name: "Mobile (390px)" }).click();
    await page.getByTestId("fidelity-badge").getByText("97% match at 390px").waitFor();
    await page.getByRole("radio", { name: "Desktop (1280px)" }).click();

    // Insert: pick a tool, click a container on the canvas; the new element lands inside it and is selected.
    await page.getByRole("radio", { name: "Insert text" }).click();
    const corner = await canvasPoint(frame, ".features .card", { x: 4, y: 4 });
    await page.mouse.click(corner.x, corner.y);
    await frame.getByText("Edit this text").waitFor();
    // The click hit the first card, a container: the paragraph is its last child.
    expect(await frame.$eval(".features .card", (el) => el.lastElementChild?.textContent)).toBe("Edit this text");
    await layers.getByRole("button", { name: "text", exact: true }).waitFor();
    // Next to a text element, a new element goes beside it, never inside the text.
    await page.keyboard.press("Escape");
    await page.getByRole("radio", { name: "Insert button" }).click();
    await clickOnCanvas(page, frame, ".hero-lead");
    await frame.waitForSelector(".hero-lead + button");
    expect(await frame.$eval(".hero-lead", (el) => el.children.length)).toBe(0);
    await page.keyboard.press("Control+z");
    await frame.waitForSelector(".hero-lead + button", { state: "detached" });

    // Escape drops the selection and goes back to the select tool.
    await page.keyboard.press("Escape");
    await page.getByText("Select an element to edit its properties").waitFor();
    expect(await page.getByRole("radio", { name: "Select" }).getAttribute("aria-checked")).toBe("true");

    // Delete removes the selected element.
    await clickOnCanvas(page, frame, ".hero-lead");
    await page.getByTestId("selection-outline").getByText("hero-lead").waitFor();
    await page.keyboard.press("Delete");
    await frame.waitForSelector(".hero-lead", { state: "detached" });

    // A locked part cannot be selected from the canvas.
    await page.getByRole("button", { name: "Lock Hero", exact: true }).click();
    await clickOnCanvas(page, frame, ".hero-title");
    await page.getByText("Select an element to edit its properties").waitFor();
    await page.getByRole("button", { name: "Unlock Hero", exact: true }).waitFor();

    // Leaving with unsaved changes asks first; Stay keeps the editor and the edits.
    await page.getByRole("button", { name: "Back to dashboard" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Stay" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe(`/editor/${controlsId}`);
    expect(await frame.$(".hero-lead")).toBeNull();

    // Someone saved in another tab meanwhile: this save is refused, nothing is written, Reload loads theirs.
    const db = s.runtime.deps.db;
    await db.update(layouts).set({ editedHtml: LANDING_HTML.replace("Ship landing pages faster", "Saved elsewhere"), version: 5 }).where(eq(layouts.id, controlsId));
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Not saved: newer version exists").waitFor();
    await page.getByText("This layout was changed somewhere else").waitFor();
    const [stored] = await db.select().from(layouts).where(eq(layouts.id, controlsId));
    expect(stored.version).toBe(5);
    expect(stored.editedHtml).toContain("Saved elsewhere");
    await page.getByRole("button", { name: "Reload" }).click();
    frame = await canvas(page);
    await frame.getByText("Saved elsewhere").waitFor();
    expect(await frame.$(".hero-lead")).not.toBeNull();
    await page.context().close();
  });

  it("updates the canvas within a frame when a property changes on a 2,000-element layout", async () => {
    const page = await openAs(pro, `/editor/${bigId}`);
    const frame = await canvas(page);
    expect(await frame.$$eval("[data-ll-id]", (els) => els.length)).toBe(2001);
    await clickOnCanvas(page, frame, ".r3 .row-title");
    await page.getByTestId("selection-outline").getByText("row-title").waitFor();
    const inputId = await page.getByLabel("Font size").getAttribute("id");
    const timings = await page.evaluate(async (id) => {
      const input = document.getElementById(id!) as HTMLInputElement;
      const frameEl = document.querySelector<HTMLIFrameElement>('iframe[title="Layout canvas"]')!;
      const target = frameEl.contentDocument!.querySelector(".r3 .row-title") as HTMLElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      const out: number[] = [];
      for (let i = 0; i < 30; i++) {
        const size = `${20 + i}`;
        const started = performance.now();
        setValue.call(input, size);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        // Reading the computed style makes the canvas apply the changed rule now: this is the time to the canvas.
        const drawn = getComputedStyle(target).fontSize;
        if (drawn !== `${size}px`) throw new Error(`canvas not updated synchronously (${drawn})`);
        out.push(performance.now() - started);
        // The next change comes after the canvas has drawn this one, as a person's next keystroke would.
        await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      }
      return out.sort((a, b) => a - b);
    }, inputId);
    const median = timings[Math.floor(timings.length / 2)];
    const p95 = timings[Math.floor(timings.length * 0.95)];
    console.log(`[editor] property change → canvas update on 2,001 elements: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`);
    expect(median).toBeGreaterThan(0);
    await page.context().close();
  });

  it("shows starters the export locks and the disabled prompt bar", async () => {
    const page = await openAs(starter, `/editor/${starterLayoutId}`);
    await canvas(page);
    const prompt = page.getByRole("textbox", { name: "AI prompt" });
    expect(await prompt.isDisabled()).toBe(true);
    expect(await prompt.getAttribute("placeholder")).toBe("Upgrade to Pro to use AI editing");
    await page.getByRole("button", { name: "Upgrade" }).waitFor();

    await page.getByRole("button", { name: "Export" }).click();
    await page.getByText("Upgrade to Pro for all export formats").waitFor();
    expect(await page.locator('[data-format="html"]').getAttribute("data-locked")).toBeNull();
    for (const format of ["react", "vue", "nextjs", "wordpress", "wix", "squarespace", "zip"]) {
      expect(await page.locator(`[data-format="${format}"]`).getAttribute("data-locked"), format).toBe("true");
    }
    // The locked Tailwind option names Vue too: the format is picked by its own mark.
    expect(await page.locator('[data-option="tailwind"]').getAttribute("data-locked")).toBe("true");
    await page.locator('[data-format="vue"]').click();
    await page.waitForURL(`${s.baseUrl}/subscription-selection`);
    await page.context().close();
  });

  it("shows a running extraction's live stage and opens the editor when it is done", async () => {
    const page = await openAs(pro, `/editor/${extractingId}`);
    await page.getByTestId("extraction-stage").getByText("Collecting styles · 40%").waitFor();
    await s.runtime.deps.db
      .update(layouts)
      .set({ status: "done", stage: "done", progress: 100, extractedHtml: LANDING_HTML, extractedCss: LANDING_CSS })
      .where(eq(layouts.id, extractingId));
    const frame = await canvas(page);
    expect(await frame.textContent(".hero-title")).toBe("Ship landing pages faster");
    await page.context().close();
  });
});
