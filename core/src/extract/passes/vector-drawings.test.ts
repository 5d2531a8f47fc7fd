import { describe, expect, it } from "vitest";
import { makeContext, bodyHtml } from "../testing/make-context.ts";
import { barChart } from "../testing/canvas-record-builders.ts";
import type { CanvasRecord } from "../vector/display-list.ts";
import { replaceVectorDrawings } from "./vector-drawings.ts";
import { sanitizeSvgDataUrl } from "../../html/svg-data-url.ts";

/** The SVG document of the image that stands in for a canvas. */
function imageSvg(html: string): string {
  const src = /<img\b[^>]*\bsrc="data:image\/svg\+xml;base64,([^"]+)"/.exec(html)?.[1];
  return src ? Buffer.from(src, "base64").toString("utf8") : "";
}

const at = (entries: [number, CanvasRecord | null][]) => new Map(entries.map(([w, r]) => [w, new Map([["4", r]])]));

describe("vector-drawings", () => {
  it("replaces a recorded canvas with an SVG image that keeps its id, classes, label and inline size; its rules stay in the image", () => {
    // 4 canvas
    const ctx = makeContext(`<canvas id="revenue" class="chart" width="400" height="150" aria-label="Revenue" role="img" onclick="x()" style="width: 400px; height: 150px"></canvas>`);
    ctx.drawings = at([
      [1280, barChart(400)],
      [768, barChart(300)],
    ]);
    replaceVectorDrawings(ctx);
    const html = bodyHtml(ctx);
    expect(html).toMatch(
      /^<img id="revenue" class="chart revenue-chart" width="400" height="150" aria-label="Revenue" role="img" style="vertical-align: baseline; width: 400px; height: 150px" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="Revenue">$/,
    );
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<canvas");
    // Nothing of the drawing reaches the page's stylesheet: its keyframes and queries live in the image.
    expect(ctx.css.toString()).toBe("");
    const svg = imageSvg(html);
    expect(svg).toMatch(/<text class="revenue-chart-font-1[^"]*"[^>]*>Mon<\/text>/);
    expect(svg).toMatch(/@keyframes revenue-chart-shape-\d+/);
    // The image's viewport is the element's box: the inline form's container units are its viewport units.
    expect(svg).toContain("100vw");
    expect(svg).not.toMatch(/cqw|@container|container-type/);
  });

  it("writes an image the export's SVG policy leaves as it is", () => {
    const ctx = makeContext(`<canvas id="revenue"></canvas>`);
    ctx.drawings = at([
      [1280, barChart(400, ["<script>alert(1)</script>", "a&b", "Wed"])],
      [768, barChart(300, ["<script>alert(1)</script>", "a&b", "Wed"])],
    ]);
    replaceVectorDrawings(ctx);
    const src = /src="([^"]+)"/.exec(bodyHtml(ctx))![1];
    expect(sanitizeSvgDataUrl(src)).toBe(src);
    const svg = imageSvg(bodyHtml(ctx));
    expect(svg).not.toMatch(/<script|<foreignObject|\son\w+=|href=/i);
    expect(svg).toContain("&lt;script&gt;alert(1)&lt;/script&gt;</text>");
  });

  it("names the image by the canvas's fallback content when it has no label", () => {
    const ctx = makeContext(`<canvas id="sales">Sales per <b>month</b></canvas>`);
    ctx.drawings = new Map([[1280, new Map([["4", barChart(400)]])]]);
    replaceVectorDrawings(ctx);
    expect(bodyHtml(ctx)).toMatch(/<img id="sales" class="sales-chart" src="[^"]+" alt="Sales per month"/);
  });

  it("keeps a drawing whose labels use one of the page's web fonts as inline SVG, where that font applies", () => {
    const ctx = makeContext(`<canvas id="revenue"></canvas>`, `@font-face { font-family: "Brand Sans"; src: url(brand.woff2); }`);
    const branded = (w: number) => {
      const chart = barChart(w);
      return { ...chart, ops: chart.ops.map((op) => (op.k === "t" ? { ...op, font: `12px "Brand Sans", sans-serif` } : op)) };
    };
    ctx.drawings = at([
      [1280, branded(400)],
      [768, branded(300)],
    ]);
    replaceVectorDrawings(ctx);
    expect(bodyHtml(ctx)).toMatch(/^<svg id="revenue" class="revenue-chart"/);
    expect(ctx.css.toString()).toMatch(/@keyframes revenue-chart-shape-\d+/);
  });

  it("leaves a canvas whose drawing has no vector form at some width, or whose bitmap CSS stretches, to the images pass", () => {
    const one = makeContext(`<canvas id="a"></canvas>`);
    one.drawings = at([
      [1280, barChart(400)],
      [768, null],
    ]);
    replaceVectorDrawings(one);
    expect(bodyHtml(one)).toBe(`<canvas id="a"></canvas>`);
    const stretched = makeContext(`<canvas id="b"></canvas>`);
    stretched.drawings = at([[1280, { ...barChart(400), pixels: { w: 600, h: 150 } }]]);
    replaceVectorDrawings(stretched);
    expect(bodyHtml(stretched)).toBe(`<canvas id="b"></canvas>`);
  });

  it("gives each drawing a class name no element of the page uses", () => {
    const ctx = makeContext(`<div class="revenue-chart"></div><canvas id="revenue"></canvas>`);
    ctx.drawings = new Map([[1280, new Map([["5", barChart(400)]])]]);
    replaceVectorDrawings(ctx);
    expect(bodyHtml(ctx)).toContain(`<img id="revenue" class="revenue-chart-2"`);
  });
});
