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
  it("replaces a recorded canvas with a box that keeps its id, classes and inline size around an SVG image that keeps its label; the drawing's rules stay in the image", () => {
    // 4 canvas
    const ctx = makeContext(`<canvas id="revenue" class="chart" width="400" height="150" aria-label="Revenue" role="img" onclick="x()" style="width: 400px; height: 150px"></canvas>`);
    ctx.drawings = at([
      [1280, barChart(400)],
      [768, barChart(300)],
    ]);
    replaceVectorDrawings(ctx);
    const html = bodyHtml(ctx);
    expect(html).toMatch(
      /^<span id="revenue" class="chart revenue-chart" style="vertical-align: baseline; width: 400px; height: 150px"><img class="revenue-chart-image" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="Revenue" aria-label="Revenue" role="img"><\/span>$/,
    );
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<canvas");
    // The page's stylesheet gets the box's size from the canvas's attributes, at no specificity, and the zoomed image;
    // the drawing's keyframes and queries live in the image.
    const css = ctx.css.toString();
    expect(css).toContain(":where(.revenue-chart) { display: inline-block; width: 400px; height: 150px; aspect-ratio: auto 400 / 150; }");
    expect(css).toMatch(/\.revenue-chart-image \{ display: block; width: 100%; height: 100%;[^}]* zoom: 0\.015625; pointer-events: none; \}/);
    expect(css).not.toMatch(/@keyframes|@container/);
    const svg = imageSvg(html);
    expect(svg).toMatch(/<text class="revenue-chart-font-1[^"]*"[^>]*>Mon<\/text>/);
    expect(svg).toMatch(/@keyframes revenue-chart-shape-\d+/);
    // The image's viewport is its box at 64 times: the inline form's container units are its viewport units over 64,
    // and its queries' widths are 64 times the box's (the 300 px sample: 19200).
    expect(svg).toContain("(100vw / 64)");
    expect(svg).toContain("@media (width &lt; 19200px)");
    expect(svg).not.toMatch(/cqw|@container|container-type/);
  });

  it("works out the height of a chart that keeps its aspect ratio from its box's width, rounded as Chart.js rounds it", () => {
    // Chart.js wrote the height into the style (width over 2, in tenths): at other widths the box must follow it.
    const ctx = makeContext(`<canvas id="revenue" style="display: block; box-sizing: border-box; height: 352.3px; width: 704.7px"></canvas>`);
    const chart = (w: number, h: number) => ({ ...barChart(Math.floor(w)), box: { w, h }, pixels: { w: Math.floor(w), h: Math.floor(h) } });
    ctx.drawings = at([
      [1280, chart(704.688, 352.297)],
      [768, chart(502, 251)],
      [390, chart(332, 166)],
    ]);
    replaceVectorDrawings(ctx);
    const html = bodyHtml(ctx);
    expect(html).toMatch(/^<span id="revenue" style="vertical-align: baseline; display: block; box-sizing: border-box; width: 704.7px" class="revenue-chart"><img /);
    const css = ctx.css.toString();
    // The box is the image's size container; the image's height is the box's width over 2 in tenths, times its zoom.
    expect(css).toContain(":where(.revenue-chart) { display: inline-block; width: 300px; container-type: inline-size; }");
    expect(css).toContain("height: calc(round(nearest, calc(100cqw * 1 / 2), 0.1px) * 64);");
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
    expect(bodyHtml(ctx)).toMatch(/<span id="sales" class="sales-chart"[^>]*><img class="sales-chart-image" src="[^"]+" alt="Sales per month">/);
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
    expect(bodyHtml(ctx)).toContain(`<span id="revenue" class="revenue-chart-2"`);
  });
});
