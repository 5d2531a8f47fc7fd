import { describe, expect, it } from "vitest";
import { makeContext, bodyHtml } from "../testing/make-context.ts";
import { barChart } from "../testing/canvas-record-builders.ts";
import type { CanvasRecord } from "../vector/display-list.ts";
import { replaceVectorDrawings } from "./vector-drawings.ts";

const at = (entries: [number, CanvasRecord | null][]) => new Map(entries.map(([w, r]) => [w, new Map([["4", r]])]));

describe("vector-drawings", () => {
  it("replaces a recorded canvas with an svg that keeps its id, classes, label and inline size, and adds its CSS", () => {
    // 4 canvas
    const ctx = makeContext(`<canvas id="revenue" class="chart" width="400" height="150" aria-label="Revenue" role="img" onclick="x()" style="width: 400px; height: 150px"></canvas>`);
    ctx.drawings = at([
      [1280, barChart(400)],
      [768, barChart(300)],
    ]);
    replaceVectorDrawings(ctx);
    const html = bodyHtml(ctx);
    expect(html).toMatch(/^<svg id="revenue" class="chart revenue-chart" width="400" height="150" aria-label="Revenue" role="img" style="vertical-align: baseline; width: 400px; height: 150px">/);
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<canvas");
    expect(ctx.css.toString()).toContain(".revenue-chart { container-type: inline-size; stroke: none; }");
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
    expect(bodyHtml(ctx)).toContain(`<svg id="revenue" class="revenue-chart-2"`);
  });
});
