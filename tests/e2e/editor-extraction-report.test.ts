import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractionReport } from "@layoutlift/core/contract/extraction-report";
import { startEditorSession, type EditorSession } from "../helpers/editor-session.ts";
import { canvas, openAs } from "../helpers/editor-page.ts";

/** A report as an extraction of a chart dashboard stores it (see tests/integration/extraction-report.test.ts). */
const REPORT: ExtractionReport = {
  widths: { captured: [1280, 768, 390], sampled: [1920, 1600, 1000], aboveWidest: [1920, 1600], verified: [1024, 560] },
  drawings: { vectorised: 3, pixels: 1 },
  packings: { found: 2, relaid: 1 },
  atRules: { refused: 4, unused: 5 },
  controls: { found: 7, reproduced: 6, notReproduced: [{ control: "“Share”", reason: "opens a window" }], behaviours: 9 },
  assets: { images: 12, fonts: 2 },
  timing: { totalMs: 21_400, captureMs: 15_200, verifyMs: 3_100 },
};

describe("editor extraction report", () => {
  let session: EditorSession;
  beforeAll(async () => {
    session = await startEditorSession({
      firstName: "Rui",
      layoutJson: { version: 2, url: "https://acme.example", title: "Acme", viewport: { width: 1280, height: 800 }, screenshot: null, components: [], tree: [], report: REPORT },
    });
  }, 240_000);
  afterAll(() => session?.close());

  it("shows what the extraction did in the info panel while nothing is selected, and hides it for a selection", async () => {
    const { s, browser, pro, layoutId } = session;
    const page = await openAs(s, browser, pro, `/editor/${layoutId}`);
    const frame = await canvas(page);
    const panel = page.getByTestId("extraction-report");
    await panel.waitFor();
    const value = (term: string) => panel.locator(`dd[data-report="${term}"]`).textContent();
    expect(await value("Widths captured")).toBe("1280, 768, 390 px");
    expect(await value("Widths sampled")).toBe("1920, 1600, 1000 px (1920, 1600 px above the widest)");
    expect(await value("Drawings")).toBe("3 redrawn as shapes, 1 kept as pixels");
    expect(await value("Packed layouts")).toBe("2 found, 1 re-packed with CSS");
    expect(await value("At-rules dropped")).toBe("9 (4 refused, 5 unused)");
    expect(await value("Controls")).toBe("6 of 7 reproduced");
    expect(await value("Images kept")).toBe("12");
    expect(await value("Fonts kept")).toBe("2");
    expect(await value("Time")).toBe("21.4 s (capture 15.2 s, check 3.1 s)");
    await panel.getByText("“Share”: opens a window").waitFor();

    // Selecting an element shows its properties instead.
    await frame.click(".hero");
    await page.getByRole("tab", { name: "Design" }).waitFor();
    expect(await panel.count()).toBe(0);
    await page.context().close();
  });
});
