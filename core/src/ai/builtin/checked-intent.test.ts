import { describe, expect, it } from "vitest";
import type { LayoutRenderer } from "../rendered/layout-renderer.ts";
import type { WidthMetrics } from "../rendered/layout-metrics.ts";
import { applyChecked } from "./checked-intent.ts";
import type { Intent } from "./intents.ts";

/** A renderer that answers canned measurements by the stylesheet it is given, as a page would draw it. */
function cannedRenderer(byCss: (css: string) => WidthMetrics[]): LayoutRenderer {
  return { render: async (doc) => byCss(doc.css) as never, close: async () => undefined };
}
const metrics = (scroll390: number, padding: number): WidthMetrics[] => [
  { width: 1280, scrollWidth: 1280, regionPadding: [{ top: padding, bottom: padding }] },
  { width: 390, scrollWidth: scroll390, regionPadding: [{ top: padding, bottom: padding }] },
];
const page = (css: string) => (css.includes("wide") ? metrics(780, 96) : css.includes("tight") ? metrics(390, 32) : metrics(390, 96));

const intent = (css: string, gentler?: string): Intent => ({
  name: "test",
  label: "Test it",
  pattern: /test/,
  apply: (doc) => ({ doc: { ...doc, css }, summary: "Applied." }),
  ...(gentler ? { gentler: (doc) => ({ doc: { ...doc, css: gentler }, summary: "Applied gently." }) } : {}),
});

describe("suggestions checked in a render", () => {
  const doc = { html: "<section>Hi</section>", css: "section{padding:96px 0}" };
  const tools = { renderer: cannedRenderer(page) };

  it("keeps a result that holds and says what was measured", async () => {
    const out = await applyChecked(intent("ok"), doc, tools);
    expect(out.doc.css).toBe("ok");
    expect(out.summary).toBe("Applied. Checked in a real render at 1280 and 390 px: no sideways scrolling, and no section lost spacing.");
  });

  it("refuses a result that scrolls sideways or takes spacing, and leaves the layout unchanged", async () => {
    const wide = await applyChecked(intent("wide"), doc, tools);
    expect(wide.doc).toBe(doc);
    expect(wide.summary).toBe('Did not apply "Test it": at 390 px the page would scroll sideways (780 px wide). The layout is unchanged.');
    const tight = await applyChecked(intent("tight"), doc, tools);
    expect(tight.doc).toBe(doc);
    expect(tight.summary).toContain("at 1280 px 1 section would lose spacing (192 → 64 px of padding); at 390 px 1 section would lose spacing");
  });

  it("falls back to the gentler version when that one holds", async () => {
    const out = await applyChecked(intent("tight", "ok gentle"), doc, tools);
    expect(out.doc.css).toBe("ok gentle");
    expect(out.summary).toMatch(/^Applied gently\. Checked in a real render/);
  });

  it("applies unchecked when no render can run, without claiming a check", async () => {
    const out = await applyChecked(intent("wide"), doc, { renderer: { render: () => Promise.reject(new Error("no browser")), close: async () => undefined } });
    expect([out.doc.css, out.summary]).toEqual(["wide", "Applied."]);
  });
});
