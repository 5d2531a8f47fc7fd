import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canvas } from "../helpers/editor-page.ts";
import { startEditorSession, type EditorSession } from "../helpers/editor-session.ts";

const TITLE = "Northwind Traders: Quarterly Results and Investor Relations!"; // 60 characters

/**
 * The editor header on common laptop and desktop windows with a long layout name: every control is on screen and
 * inside the header, nothing overlaps, and the name shows a readable part of itself (the rest in a tooltip).
 */
describe("editor header with a 60-character layout name", () => {
  let session: EditorSession;

  beforeAll(async () => {
    session = await startEditorSession({
      firstName: "Ada",
      title: TITLE,
      // With a measured fidelity, so the badge takes its room in the header too.
      layoutJson: {
        version: 2, url: "https://northwind.example", title: TITLE, viewport: { width: 1280, height: 800 }, screenshot: null, components: [], tree: [],
        fidelity: [{ width: 1280, score: 0.998, mismatches: 1 }, { width: 768, score: 1, mismatches: 0 }, { width: 390, score: 0.97, mismatches: 4 }],
      },
    });
  });
  afterAll(() => session?.close());

  it("fits at 1024, 1280, 1366 and 1440 px", async () => {
    expect(TITLE).toHaveLength(60);
    const page = await session.open(`/editor/${session.layoutId}`, { width: 1024, height: 768 });
    await canvas(page);
    await page.getByTestId("fidelity-badge").waitFor();
    for (const width of [1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      const layout = await page.locator("header").first().evaluate((header) => {
        const box = (el: Element) => el.getBoundingClientRect();
        const controls = [...header.querySelectorAll("button, [role=radio], [role=radiogroup], h1")].filter((el) => box(el).width > 0);
        const overlaps: string[] = [];
        const leaves = controls.filter((el) => !controls.some((other) => other !== el && el.contains(other)));
        for (const [i, a] of leaves.entries()) {
          for (const b of leaves.slice(i + 1)) {
            const [ra, rb] = [box(a), box(b)];
            const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (x > 1 && y > 1) overlaps.push(`${a.getAttribute("aria-label") ?? a.textContent} × ${b.getAttribute("aria-label") ?? b.textContent}`);
          }
        }
        const h1 = header.querySelector("h1")!;
        const hb = box(header);
        const outside = leaves.filter((el) => box(el).right > hb.right + 0.5 || box(el).left < hb.left - 0.5 || box(el).bottom > hb.bottom + 0.5).map((el) => el.getAttribute("aria-label") ?? el.textContent);
        return {
          overlaps,
          outside,
          headerScrolls: header.scrollWidth > header.clientWidth + 1,
          titleWidth: box(h1).width,
          titleTooltip: h1.getAttribute("title"),
          windowWidth: window.innerWidth,
          headerRight: hb.right,
        };
      });
      expect(layout.overlaps, `at ${width}`).toEqual([]);
      expect(layout.outside, `at ${width}`).toEqual([]);
      expect(layout.headerScrolls, `at ${width}`).toBe(false);
      expect(layout.headerRight).toBeLessThanOrEqual(width);
      // A readable part of the name (about 16 characters of 14 px text or more), the whole name on hover.
      expect(layout.titleWidth, `title width at ${width}`).toBeGreaterThanOrEqual(120);
      expect(layout.titleTooltip).toBe(TITLE);
      for (const name of ["Export", "Save"]) {
        const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
        expect(box.x + box.width, `${name} at ${width}`).toBeLessThanOrEqual(width);
      }
    }
    await page.context().close();
  });
});
