import { describe, expect, it } from "vitest";
import { useEditorSession } from "../helpers/editor-session.ts";
import { canvas, clickOnCanvas, LANDING_CSS, LANDING_HTML } from "../helpers/editor-page.ts";

/** A page whose navigation switches at 900px, like real responsive sites: the canvas must show the desktop one. */
const RESPONSIVE_CSS = `${LANDING_CSS}
.nav-toggle{display:none}
@media (max-width: 900px){.nav{display:none}.nav-toggle{display:block}}`;
const RESPONSIVE_HTML = LANDING_HTML.replace('<nav class="nav">', '<button class="nav-toggle" type="button">Menu</button><nav class="nav">');

describe("editor canvas at true device widths", () => {
  const session = useEditorSession({
    firstName: "Pat",
    html: RESPONSIVE_HTML,
    css: RESPONSIVE_CSS,
    layoutJson: {
      version: 2, url: "https://acme.example", title: "Acme", viewport: { width: 1280, height: 800 }, screenshot: null, components: [], tree: [],
      fidelity: [{ width: 1280, score: 0.998, mismatches: 1 }, { width: 768, score: 1, mismatches: 0 }, { width: 390, score: 0.97, mismatches: 4 }],
    },
  });

  it("renders desktop at 1280, tablet at 768 and mobile at 390 CSS px in a 1280×800 window, scaled to fit", async () => {
    const page = await session.open(`/editor/${session.layoutId}`);
    const frame = await canvas(page);
    const innerWidth = () => frame.evaluate(() => window.innerWidth);
    const drawnWidth = async () => (await page.locator('iframe[title="Layout canvas"]').boundingBox())!.width;
    const area = (await page.getByLabel("Canvas", { exact: true }).boundingBox())!;

    expect(await innerWidth()).toBe(1280);
    // The desktop page shows its desktop navigation, not the mobile menu.
    expect(await frame.$eval(".nav", (el) => getComputedStyle(el).display)).toBe("flex");
    expect(await frame.$eval(".nav-toggle", (el) => getComputedStyle(el).display)).toBe("none");
    // Scaled down to fit between the panels, never clipped.
    expect(await drawnWidth()).toBeLessThanOrEqual(area.width);
    expect(await drawnWidth()).toBeGreaterThan(area.width * 0.8);
    await page.getByTestId("fidelity-badge").getByText("99.8% match at 1280px").waitFor();

    await page.getByRole("radio", { name: "Tablet (768px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 768);
    expect(await frame.$eval(".nav-toggle", (el) => getComputedStyle(el).display)).toBe("block");
    expect(await drawnWidth()).toBeLessThanOrEqual(area.width);
    await page.getByTestId("fidelity-badge").getByText("100% match at 768px").waitFor();

    await page.getByRole("radio", { name: "Mobile (390px)" }).click();
    await frame.waitForFunction(() => window.innerWidth === 390);
    // A narrow device fits at its real size.
    expect(Math.round(await drawnWidth())).toBe(390);
    await page.getByTestId("fidelity-badge").getByText("97% match at 390px").waitFor();

    // Zoom works on top of the fit: 50 % halves the drawn width, the CSS width stays.
    await page.getByRole("slider", { name: "Zoom" }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowLeft");
    await page.getByTestId("zoom-value").getByText("50%").waitFor();
    expect(Math.round(await drawnWidth())).toBe(195);
    expect(await innerWidth()).toBe(390);

    // The width picker: 1440 and a custom width; the badge names the nearest measured width.
    await page.getByRole("button", { name: /choose desktop width/ }).click();
    await page.getByRole("menuitemradio", { name: "1440px" }).click();
    await frame.waitForFunction(() => window.innerWidth === 1440);
    expect(await page.getByRole("radio", { name: "Desktop (1440px)" }).getAttribute("aria-checked")).toBe("true");
    await page.getByTestId("fidelity-badge").getByText("99.8% match at 1280px").waitFor();
    await page.getByRole("button", { name: /choose desktop width/ }).click();
    await page.getByRole("menuitem", { name: "Custom size…" }).click();
    await page.getByLabel("Width (px)").fill("1100");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await frame.waitForFunction(() => window.innerWidth === 1100);
    await page.getByTestId("canvas-width").getByText("1100px").waitFor();

    // Once edited, the badge says its number is the extraction's measurement.
    await clickOnCanvas(page, frame, ".hero-title");
    await page.getByTestId("selection-outline").waitFor();
    await page.keyboard.press("Delete");
    await page.getByTestId("fidelity-badge").getByText("measured at extraction").waitFor();
    await page.context().close();
  });
});
