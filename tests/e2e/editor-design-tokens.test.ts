import { describe, expect, it } from "vitest";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, clickOnCanvas, computed, exportFromEditor } from "../helpers/editor-page.ts";

/** A page whose stylesheet repeats a palette, a type scale and a radius, as a framework-built page does. */
const HTML = `<header class="top"><a class="brand" href="/">Quay</a></header><main class="page"><h1 class="title">Fresh oysters daily</h1><p class="lead">Harbour side, since 1921.</p><a class="btn" href="/book">Book a table</a><p class="note">Open every day</p></main>`;
const CSS = [
  "body { margin: 0; font-family: sans-serif; color: #212529; font-size: 1rem; }",
  ".top { padding: 16px; background: #f8f9fa; }",
  ".brand { color: #0d6efd; font-size: 1.25rem; }",
  ".page { padding: 24px; }",
  ".title { color: #212529; font-size: 2.5rem; margin: 0; }",
  ".lead { font-size: 1.25rem; color: #6c757d; }",
  ".btn { display: inline-block; padding: 8px 16px; background: #0d6efd; color: #fff; border-radius: .375rem; }",
  ".note { background: #f8f9fa; color: #6c757d; border-radius: .375rem; padding: 8px; }",
].join("\n");

describe("the layout's design tokens in the Properties panel", () => {
  const session = useEditorSession({ firstName: "Tess", html: HTML, css: CSS });

  it("offers the palette as swatches and the type scale and radii as steps; picks export as the tokens", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const frame = await canvas(page);
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/layouts/${session.layoutId}/design-tokens`));
    await clickOnCanvas(page, frame, ".title");
    await page.getByTestId("selection-outline").getByText("title").waitFor();
    // The editor sends its stylesheet, not the document's markup: tokens are the stylesheet's values.
    expect((await asked).postDataJSON()).toEqual({ css: CSS, styleElements: [] });

    // The heading's own colour is the token it already uses, shown pressed; the palette is every colour the page uses.
    const swatches = page.getByRole("group", { name: "Text colour tokens" });
    await swatches.getByRole("button").first().waitFor();
    const labels = await swatches.getByRole("button").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(labels.map((l) => /\((.+)\)$/.exec(l ?? "")?.[1]).sort()).toEqual(["#0d6efd", "#212529", "#6c757d", "#f8f9fa", "#fff"]);
    await expect.poll(() => swatches.getByRole("button", { pressed: true }).getAttribute("aria-label")).toMatch(/\(#212529\)$/);

    await swatches.getByRole("button", { name: /\(#0d6efd\)$/ }).click();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".title")!).color === "rgb(13, 110, 253)");
    await expect.poll(() => swatches.getByRole("button", { pressed: true }).getAttribute("aria-label")).toMatch(/\(#0d6efd\)$/);

    // The type scale: 1.25rem is used twice on the page; picking it sets 20 px, and the field and step show it.
    await page.getByRole("combobox", { name: "Type scale" }).click();
    await page.getByRole("option", { name: /1\.25rem/ }).click();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".title")!).fontSize === "20px");
    expect(await page.getByLabel("Font size", { exact: true }).inputValue()).toBe("20");
    await expect.poll(() => page.getByRole("combobox", { name: "Type scale" }).textContent()).toContain("1.25rem");

    // Radii: the button's and the note's .375rem is a step for any element.
    await page.getByRole("combobox", { name: "Radius scale" }).click();
    await page.getByRole("option", { name: /\.375rem/ }).click();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector(".title")!).borderTopLeftRadius === "6px");
    expect(await computed(frame, ".lead", "color")).toBe("rgb(108, 117, 125)");
    expect(await frame.$$eval("[style]", (els) => els.length)).toBe(0);

    // The export writes the picks as the tokens themselves, not as copies of their values.
    const source = await exportFromEditor(page, "React");
    const tokenOf = (value: string) => new RegExp(`--([\\w-]+): ${value.replace(".", "\\.")};`).exec(source)?.[1];
    const [colour, size, radius] = [tokenOf("#0d6efd"), tokenOf("1.25rem"), tokenOf(".375rem")];
    expect([colour, size, radius].every(Boolean)).toBe(true);
    const titleRule = /\.title\s*\{([^}]*)\}/.exec(source)?.[1] ?? "";
    expect(titleRule).toContain(`color: var(--${colour})`);
    expect(titleRule).toContain(`font-size: var(--${size})`);
    expect(titleRule).toContain(`border-radius: var(--${radius})`);
    await page.context().close();
  });
});
