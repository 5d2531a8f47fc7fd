import { describe, expect, it } from "vitest";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, clickOnCanvas, computed, LANDING_CSS, LANDING_HTML } from "../helpers/editor-page.ts";
import { layouts } from "@layoutlift/core/db/schema/index";

describe("editor code view", () => {
  const session = useEditorSession({ firstName: "Cody" });

  it("edits the selection's HTML and rules in one undo step, and refuses bad input without changing anything", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const frame = await canvas(page);
    const openCode = async () => {
      await clickOnCanvas(page, frame, ".hero-title");
      await page.getByTestId("selection-outline").waitFor();
      await page.getByRole("tab", { name: "Code" }).click();
    };
    const html = page.getByLabel("HTML", { exact: true });
    const css = page.getByLabel("CSS rules", { exact: true });

    await openCode();
    expect(await html.inputValue()).toBe('<h1 class="hero-title">Ship landing pages faster</h1>');
    // Only the rules that apply to the heading are shown.
    expect(await css.inputValue()).toContain(".hero-title{font-size:48px;margin:0 0 16px}");
    expect(await css.inputValue()).not.toContain(".hero-lead");

    await html.fill('<h1 class="hero-title" title="Launch">Ship faster</h1>');
    await css.fill(".hero-title{font-size:30px;margin:0 0 16px}");
    await page.getByRole("button", { name: "Apply code" }).click();
    await frame.waitForFunction(() => document.querySelector(".hero-title")?.textContent === "Ship faster");
    expect(await frame.$eval(".hero-title", (el) => el.getAttribute("title"))).toBe("Launch");
    expect(await computed(frame, ".hero-title", "font-size")).toBe("30px");
    // The rest of the stylesheet is untouched.
    expect(await computed(frame, ".hero-lead", "font-size")).toBe("18px");

    // One undo step brings back both the text and the rule.
    await page.getByRole("button", { name: "Undo" }).click();
    await frame.waitForFunction(() => document.querySelector(".hero-title")?.textContent === "Ship landing pages faster");
    expect(await frame.$eval(".hero-title", (el) => el.hasAttribute("title"))).toBe(false);
    expect(await computed(frame, ".hero-title", "font-size")).toBe("48px");

    // Invalid CSS: a clear message, and the layout stays as it is.
    await openCode();
    const before = await frame.$eval(".hero", (el) => el.outerHTML);
    await html.fill('<h1 class="hero-title">Changed</h1>');
    await css.fill(".hero-title{font-size:30px");
    await page.getByRole("button", { name: "Apply code" }).click();
    await page.getByRole("alert").getByText(/CSS error at line 1/).waitFor();
    expect(await frame.$eval(".hero", (el) => el.outerHTML)).toBe(before);
    expect(await computed(frame, ".hero-title", "font-size")).toBe("48px");

    // HTML that is not one element is refused too.
    await css.fill(".hero-title{font-size:30px}");
    await html.fill("<p>one</p><p>two</p>");
    await page.getByRole("button", { name: "Apply code" }).click();
    await page.getByRole("alert").getByText("HTML must be exactly one element (the selected one).").waitFor();
    expect(await frame.$eval(".hero", (el) => el.outerHTML)).toBe(before);
    await page.context().close();
  });

  it("shows the selection's @media rules under their query, and an edit inside one applies only at that width", async () => {
    const [row] = await session.s.runtime.deps.db
      .insert(layouts)
      .values({
        userId: session.pro.user.id, url: "https://acme.example", title: "Media", status: "done", stage: "done", progress: 100,
        extractedHtml: LANDING_HTML,
        extractedCss: `${LANDING_CSS}\n@media (max-width: 991px){.hero-lead{color:#111}.hero-title{font-size:36px}}`,
      })
      .returning();
    const page = await session.open(`/editor/${row.id}`);
    const frame = await canvas(page);
    await clickOnCanvas(page, frame, ".hero-title");
    await page.getByTestId("selection-outline").waitFor();
    await page.getByRole("tab", { name: "Code" }).click();
    const css = page.getByLabel("CSS rules", { exact: true });
    expect(await css.inputValue()).toBe(".hero-title{font-size:48px;margin:0 0 16px}\n@media (max-width: 991px) {\n  .hero-title{font-size:36px}\n}");

    await css.fill(".hero-title{font-size:48px;margin:0 0 16px}\n@media (max-width: 991px) {\n  .hero-title{font-size:28px}\n}");
    await page.getByRole("button", { name: "Apply code" }).click();
    await page.getByRole("radio", { name: "Tablet (768px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 768);
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".hero-title")!).fontSize === "28px");
    // The rule kept its block: the lead's tablet colour is still there, and desktop is untouched.
    expect(await computed(frame, ".hero-lead", "color")).toBe("rgb(17, 17, 17)");
    await page.getByRole("radio", { name: "Desktop (1280px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 1280);
    expect(await computed(frame, ".hero-title", "font-size")).toBe("48px");

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByRole("radio", { name: "Tablet (768px)" }).click();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".hero-title")!).fontSize === "36px");
    await page.context().close();
  });
});
