import { describe, expect, it } from "vitest";
import { elements, serializeChildren, stampOf } from "../dom.ts";
import { makeContext } from "../testing/make-context.ts";
import type { DrawnPixels } from "../browser/drawn-pixels.ts";
import { replaceDrawnPixels } from "./drawn-images.ts";
import { PNG } from "pngjs";

const PIXELS = "data:image/png;base64,iVBORw0KGgo=";
const drawn = (kind: DrawnPixels["kind"], more: Partial<DrawnPixels> = {}): DrawnPixels => ({
  kind,
  src: PIXELS,
  width: 600,
  height: 300,
  border: "2px inset rgb(118, 118, 118)",
  borderWidth: "2px 2px 2px 2px",
  padding: "0px 0px 0px 0px",
  verticalAlign: "baseline",
  ...more,
});

describe("drawn-pixels", () => {
  it("replaces a canvas with an image of its pixels that keeps its id, classes, label and size", () => {
    // 4 canvas, 5 iframe, 6 video
    const ctx = makeContext(
      `<canvas id="sales" class="chart" width="600" height="300" aria-label="Sales" onclick="x()"></canvas><iframe src="/map" title="Map" class="embed" style="height: 200px"></iframe><video src="/v.mp4"></video>`,
    );
    ctx.drawn = new Map([
      ["4", drawn("canvas")],
      ["5", drawn("iframe", { width: 296, height: 196 })],
      ["6", drawn("video", { width: 320, height: 180 })],
    ]);
    replaceDrawnPixels(ctx);
    const html = serializeChildren(ctx.body).replace(/ data-ll-id="\d+"/g, "");
    expect(html).toContain(`<img id="sales" class="chart" aria-label="Sales" src="${PIXELS}" alt="Sales" width="600" height="300" style="vertical-align: baseline">`);
    expect(html).toContain(
      `<img title="Map" class="embed" style="vertical-align: baseline; border: 2px inset rgb(118, 118, 118); border-width: 2px 2px 2px 2px; padding: 0px 0px 0px 0px; height: 200px" src="${PIXELS}" alt="Map" width="296" height="196">`,
    );
    expect(html).toContain(`<video src="/v.mp4" poster="${PIXELS}"></video>`);
    expect(html).not.toContain("<canvas");
    expect(html).not.toContain("onclick");
  });

  it("sizes a dense canvas by its CSS pixels, not its backing store", () => {
    const ctx = makeContext(`<canvas width="1200" height="600"></canvas>`);
    ctx.drawn = new Map([["4", drawn("canvas")]]);
    replaceDrawnPixels(ctx);
    expect(serializeChildren(ctx.body)).toMatch(/width="600" height="300"/);
  });
});

describe("drawn-pixels at several widths", () => {
  it("shows in each range of widths what the page drew at the width inside it, and one image where nothing changed", () => {
    // 4: a chart that redraws per width; 5: a frame that looked the same everywhere
    const ctx = makeContext(`<canvas class="chart" width="600" height="300"></canvas><iframe title="Map" width="300" height="200"></iframe>`);
    ctx.widths = [1280, 768, 390];
    const at = (src: string, width: number, height: number) => drawn("canvas", { src, width, height });
    ctx.drawn = new Map([["4", at("data:image/png;base64,d2lkZQ==", 600, 300)], ["5", drawn("iframe")]]);
    ctx.drawnByWidth = new Map([
      [768, new Map([["4", at("data:image/png;base64,bWlk", 700, 350)], ["5", drawn("iframe")]])],
      [390, new Map([["4", at("data:image/png;base64,bmFycm93", 330, 330)], ["5", drawn("iframe")]])],
    ]);
    replaceDrawnPixels(ctx);
    const html = serializeChildren(ctx.body).replace(/ data-ll-id="\d+"/g, "");
    expect(html).toContain(
      `<picture style="display: contents">` +
        `<source media="(max-width: 578.98px)" srcset="data:image/png;base64,bmFycm93" width="330" height="330">` +
        `<source media="(min-width: 579px) and (max-width: 1023.98px)" srcset="data:image/png;base64,bWlk" width="700" height="350">` +
        `<img class="chart" src="data:image/png;base64,d2lkZQ==" alt="" width="600" height="300" style="vertical-align: baseline"></picture>`,
    );
    expect(html).toContain(`<img title="Map" src="${PIXELS}"`);
    expect(html.match(/<picture/g)).toHaveLength(1);
  });

  it("switches pictures where the page's own CSS resizes a box around the drawing", () => {
    const ctx = makeContext(`<div class="row"><div class="col-lg-8"><canvas width="600" height="300"></canvas></div></div>`, `@media (min-width: 992px) { .col-lg-8 { width: 66% } } @media (min-width: 1400px) { .other { width: 1px } }`);
    ctx.widths = [1280, 768];
    const stamp = stampOf(elements(ctx.body).find((e) => e.name === "canvas")!)!;
    ctx.drawn = new Map([[stamp, drawn("canvas", { src: "data:image/png;base64,d2lkZQ==" })]]);
    ctx.drawnByWidth = new Map([[768, new Map([[stamp, drawn("canvas", { src: "data:image/png;base64,bWlk" })]])]]);
    replaceDrawnPixels(ctx);
    expect(serializeChildren(ctx.body)).toContain(`<source media="(max-width: 991.98px)" srcset="data:image/png;base64,bWlk"`);
  });

  it("gives neighbouring widths that drew the same pixels one source, and none where the widest drawing holds", () => {
    const ctx = makeContext(`<canvas width="600" height="300"></canvas>`);
    ctx.widths = [1280, 768, 390];
    const stamp = stampOf(elements(ctx.body).find((e) => e.name === "canvas")!)!;
    const at = (src: string) => drawn("canvas", { src: `data:image/png;base64,${src}` });
    ctx.drawn = new Map([[stamp, at("d2lkZQ==")]]);
    ctx.drawnByWidth = new Map([
      [1024, new Map([[stamp, at("d2lkZQ==")]])],
      [768, new Map([[stamp, at("bWlk")]])],
      [560, new Map([[stamp, at("bmFycm93")]])],
      [390, new Map([[stamp, at("bmFycm93")]])],
    ]);
    replaceDrawnPixels(ctx);
    const html = serializeChildren(ctx.body);
    expect(html.match(/<source /g)).toHaveLength(2);
    expect(html).toContain(`<source media="(max-width: 663.98px)" srcset="data:image/png;base64,bmFycm93"`);
    expect(html).toContain(`<source media="(min-width: 664px) and (max-width: 895.98px)" srcset="data:image/png;base64,bWlk"`);
  });

  it("crops a frame whose content keeps its size from the next wider capture, at 1:1, instead of scaling the nearest", () => {
    const ctx = makeContext(`<iframe title="Map" class="map"></iframe>`);
    ctx.widths = [1280, 768, 390];
    const stamp = stampOf(elements(ctx.body).find((e) => e.name === "iframe")!)!;
    // Stripes anchored at the frame's top left, as a map's tiles are: each capture shows more of the same pattern.
    const capture = (width: number) => {
      const png = new PNG({ width, height: 60 });
      for (let i = 0; i < width * 60; i++) png.data.set((i % width) % 20 < 10 ? [20, 83, 45, 255] : [236, 253, 245, 255], i * 4);
      return drawn("iframe", { src: `data:image/png;base64,${PNG.sync.write(png).toString("base64")}`, width, height: 60 });
    };
    ctx.drawn = new Map([[stamp, capture(540)]]);
    ctx.drawnByWidth = new Map([
      [768, new Map([[stamp, capture(330)]])],
      [390, new Map([[stamp, capture(350)]])],
    ]);
    replaceDrawnPixels(ctx);
    const html = serializeChildren(ctx.body);
    expect(html).toMatch(/<img [^>]*style="[^"]*object-fit: cover; object-position: left top/);
    // Each width shows the narrowest capture at least as wide: 390's from 391 up to 768.
    expect(html).toMatch(/<source media="\(max-width: 390\.98px\)"/);
    expect(html).toMatch(/<source media="\(min-width: 391px\) and \(max-width: 768\.98px\)"/);
  });
});
