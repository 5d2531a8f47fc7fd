import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { elements, isTag, parseHtmlFragment, textContent } from "../dom.ts";
import { applyContentPolicy } from "../content-policy.ts";
import type { DrawingRange } from "./drawing-ranges.ts";
import type { TextOp } from "./display-list.ts";
import { INTERPOLATION_SUPPORT, vectorDrawing } from "./vector-drawing.ts";
import { barChart, label, record } from "../testing/canvas-record-builders.ts";

const range = (...widths: number[]): DrawingRange => ({ samples: widths.map((w) => ({ viewport: w + 40, record: barChart(w) })) });

function parsed(markup: string) {
  const fragment = parseHtmlFragment(`<svg class="sales-chart">${markup}</svg>`);
  return fragment.children.find(isTag)!;
}

describe("vectorDrawing", () => {
  it("draws one sample as static shapes and labels that scale with the box", () => {
    const { markup, css } = vectorDrawing([range(400)], "sales-chart");
    const svg = parsed(markup);
    const inner = elements(svg).find((el) => el.name === "svg")!;
    expect(inner.attribs).toMatchObject({ viewBox: "0 0 400 150", preserveAspectRatio: "none" });
    expect(elements(svg).filter((el) => el.name === "path")).toHaveLength(3);
    expect(elements(svg).filter((el) => el.name === "text").map(textContent)).toEqual(["Mon", "Tue", "Wed"]);
    expect(css).not.toContain("@keyframes");
    expect(css).toContain(".sales-chart { stroke: none; }");
    expect(() => postcss.parse(css)).not.toThrow();
  });

  it("keyframes every moving shape by box width and shows each structure only over its own widths", () => {
    const narrow: DrawingRange = { samples: [300, 350].map((w) => ({ viewport: w, record: barChart(w, ["Mon", "Tue"]) })) };
    const { markup, css } = vectorDrawing([narrow, range(400, 500, 600)], "sales-chart");
    expect(css).toContain(".sales-chart { container-type: inline-size; stroke: none; }");
    // The handover halfway between the last narrow sample (350) and the first wide one (400).
    expect(css).toContain("@container (width >= 375px) {\n.sales-chart-layout-1 { display: none; }\n}");
    expect(css).toContain("@container (width < 375px) {\n.sales-chart-layout-2 { display: none; }\n}");
    expect(css).toContain(`@supports ${INTERPOLATION_SUPPORT}`);
    expect(css).toContain("animation-delay: calc((100cqw - 400px) / 200px * -1s) !important");
    // Bars spread linearly over the box: the middle sample adds no frame.
    const bar = /@keyframes (sales-chart-shape-\d+) \{\n0% \{ d: path\("M(\S+) /.exec(css)!;
    expect(css).toMatch(new RegExp(`@keyframes ${bar[1]} \\{\\n0% \\{[^}]+\\}\\n100% \\{[^}]+\\}\\n\\}`));
    expect(css).toContain(`.${bar[1]} { animation-name: ${bar[1]} !important; }`);
    const svg = parsed(markup);
    expect(elements(svg).filter((el) => el.name === "svg").map((el) => el.attribs.class)).toEqual(["sales-chart-layout-1", "sales-chart-layout-2"]);
    expect(() => postcss.parse(css)).not.toThrow();
  });

  it("keeps a label's text literal and passes the active-content policy untouched", () => {
    const hostile = record(300, 150, [label('<img src=x onerror=alert(1)> & "quotes"', 10, 20)]);
    const { markup } = vectorDrawing([{ samples: [{ viewport: 320, record: hostile }] }], "chart");
    const svg = parsed(markup);
    const before = elements(svg).length;
    applyContentPolicy(svg);
    expect(elements(svg)).toHaveLength(before);
    expect(elements(svg).find((el) => el.name === "text") && textContent(elements(svg).find((el) => el.name === "text")!)).toBe('<img src=x onerror=alert(1)> & "quotes"');
    expect(elements(svg).some((el) => el.name === "img")).toBe(false);
  });

  it("clips through a group, never on a moved label, and shares one clip path per clip geometry", () => {
    const clipped = (w: number) =>
      record(w, 150, [label("Mon", 10, 140, 0), label("Tue", w / 2, 140, 1)], [
        { d: [["M", 0, 130], ["L", w, 130], ["L", w, 150], ["L", 0, 150], ["Z"]], rule: "nonzero", parent: -1 },
        { d: [["M", 0, 130], ["L", w, 130], ["L", w, 150], ["L", 0, 150], ["Z"]], rule: "nonzero", parent: -1 },
      ]);
    const { markup } = vectorDrawing([{ samples: [300, 400].map((w) => ({ viewport: w, record: clipped(w) })) }], "chart");
    expect(markup.match(/<clipPath /g)).toHaveLength(1);
    expect(markup).toMatch(/<g clip-path="url\(#chart-clip-1\)"><text [^>]*>Mon<\/text><text [^>]*>Tue<\/text><\/g>/);
  });

  it("draws a captured width where the canvas showed it: the bitmap stretched over the whole pixels its box covers", () => {
    // A 292-pixel bitmap in a 292.09 px box whose snapped edges span 293 pixels: the axis at bitmap row 264.5 shows at
    // 265.406 px. A width sampled between captures keeps the box's own scale (how it snaps is that width's alone).
    const axis = (w: number, h: number, snapped?: { w: number; h: number }) => ({
      ...record(w, h, [{ k: "s", d: [["M", 40, 264.5], ["L", w - 10, 264.5]], paint: "#000000", width: 1, cap: "butt", join: "miter", miter: 10, dash: [], dashOffset: 0, alpha: 1, clip: -1 }]),
      box: { w: w + 0.19, h: h + 0.09 },
      snapped,
    });
    const captured = vectorDrawing([{ samples: [{ viewport: 1280, record: axis(584, 292, { w: 585, h: 293 }), captured: true }] }], "chart");
    expect(captured.markup).toMatch(/d="M40\.068 265\.406L/);
    const between = vectorDrawing([{ samples: [{ viewport: 1270, record: axis(584, 292, { w: 585, h: 293 }) }] }], "chart");
    expect(between.markup).toMatch(/d="M40\.013 264\.582L/);
    // On the pixel grid in every sample: crisp between samples too, its width counted in screen pixels.
    expect(captured.markup).toContain('shape-rendering="crispEdges" vector-effect="non-scaling-stroke"');
  });

  it("draws a captured width snapped at that width alone: the widths around it interpolate the box's own scale", () => {
    // 400 and 600 sampled between captures; 500 captured, its 500-pixel bitmap stretched over 501 pixels there.
    const snappedAt500 = { ...barChart(500), box: { w: 500.4, h: 150 }, snapped: { w: 501, h: 150 } };
    const samples = [
      { viewport: 440, record: barChart(400) },
      { viewport: 540, record: snappedAt500, captured: true },
      { viewport: 640, record: barChart(600) },
    ];
    const { css } = vectorDrawing([{ samples }], "sales-chart");
    const frames = /@keyframes sales-chart-shape-1 \{\n([^]*?)\n\}/.exec(css)![1].split("\n");
    // Frames at 400, 500.15, 500.4, 500.65 and 600 px of box width (of the 200 px from 400 to 600)...
    expect(frames.map((f) => f.split("%")[0])).toEqual(["0", "50.075", "50.2", "50.325", "100"]);
    // ...the first bar's left edge, 44 px into the bitmap: at the box's own scale on the flanks (44 × 500.15 / 500 and
    // 44 × 500.65 / 500), snapped only at the captured width (44 × 501 / 500).
    expect(frames.map((f) => /path\("M([\d.]+) /.exec(f)![1])).toEqual(["44", "44.013", "44.088", "44.057", "44"]);
  });

  it("keeps every captured sample as a keyframe, even where a line through its neighbours would do", () => {
    const samples = [400, 500, 600].map((w) => ({ viewport: w, record: barChart(w), captured: w === 500 }));
    const { css } = vectorDrawing([{ samples }], "sales-chart");
    expect(css).toMatch(/@keyframes sales-chart-shape-\d+ \{\n0% \{[^}]+\}\n50% \{[^}]+\}\n100% \{[^}]+\}\n\}/);
  });

  it("inside an image, draws a page that floors its bitmap in bitmap px, keyed by its box, stretched over the floored box", () => {
    // Chart.js: each box laid out at its own width on a bitmap of its floor, which the browser stretches over the box.
    const floored = (w: number) => ({ ...barChart(Math.floor(w)), box: { w, h: 150.4 }, pixels: { w: Math.floor(w), h: 150 } });
    const samples = [400.6, 500.3, 600.8].map((w) => ({ viewport: Math.round(w) + 40, record: floored(w) }));
    const { markup, css } = vectorDrawing([{ samples }], "sales-chart", { image: true });
    // The viewBox is the widest bitmap; the geometry is the bitmap's own (the first bar 44 px in, not 44 × 600.8/600).
    expect(markup).toContain('viewBox="0 0 600 150"');
    expect(markup).toMatch(/<path class="sales-chart-shape-\d+" d="M44 20L/);
    // The group stretches the widest bitmap's pixels over the box's floor along both axes (a box a few hundredths
    // under a whole px, as the output's CSS may round it, floors to that px); the box at 64 times (the image's zoomed
    // viewport) is what names it.
    expect(css).toContain(
      ".sales-chart-layout-1 > g { transform: scale(calc(600px / round(down, calc((100cqw / 64) * 1 + 0.05px), 1px)), calc(150px / round(down, calc((100cqh / 64) * 1 + 0.05px), 1px))); }",
    );
    // A chart that keeps its aspect ratio: its height is its width over the ratio, not the output's own height.
    const keeping = [400.6, 500.3, 600.8].map((w) => ({ viewport: Math.round(w) + 40, record: { ...floored(w), box: { w, h: Math.round(w * 5) / 10 }, pixels: { w: Math.floor(w), h: Math.floor(w / 2) } } }));
    expect(vectorDrawing([{ samples: keeping }], "sales-chart", { image: true }).css).toContain("calc(300px / round(down, calc(((100cqw / 64) * 1 / 2) * 1 + 0.05px), 1px))");
    // Keyed by the box, not the bitmap: the animation runs from the 400.6 px box to the 600.8 px one.
    expect(css).toContain("animation-delay: calc(((100cqw / 64) - 400.6px) / 200.2px * -1s) !important");
    // Narrower than the narrowest box: its bitmap stretched; wider than the widest: the widest as the viewBox shows it.
    expect(css).toContain(`@container (width < ${400.6 * 64}px) {\n.sales-chart-layout-1 > g { transform: scale(1.5, 1); }\n}`);
    expect(css).toContain(`@container (width > ${600.8 * 64}px) {\n.sales-chart-layout-1 > g { transform: none; }\n}`);
  });

  it("keeps drawing a page that rounds its bitmap in its box's px, and inline drawings in the box's own units", () => {
    const rounded = (w: number) => ({ ...barChart(Math.round(w)), box: { w, h: 150 }, pixels: { w: Math.round(w), h: 150 } });
    const samples = [400.6, 500.3, 600.8].map((w) => ({ viewport: Math.round(w) + 40, record: rounded(w) }));
    const image = vectorDrawing([{ samples }], "sales-chart", { image: true });
    expect(image.css).not.toContain("round(down");
    expect(image.css).toContain(".sales-chart-layout-1 > g { transform: scale(calc(600.8px / (100cqw / 64)), 1); }");
    const inline = vectorDrawing([{ samples }], "sales-chart");
    expect(inline.css).toContain(".sales-chart-layout-1 > g { transform: scale(calc(600.8px / 100cqw), 1); }");
    expect(inline.css).toContain(`@container (width < 400.6px)`);
  });

  it("counts a gridline's width in the viewport's px: 64 of them to a px inside an image", () => {
    const grid = (w: number) =>
      record(w, 150, [{ k: "s", d: [["M", 40, 100.5], ["L", w - 10, 100.5]], paint: "#000000", width: 1, cap: "butt", join: "miter", miter: 10, dash: [], dashOffset: 0, alpha: 1, clip: -1 }]);
    const samples = [300, 400].map((w) => ({ viewport: w + 40, record: grid(w) }));
    expect(vectorDrawing([{ samples }], "chart", { image: true }).markup).toMatch(/stroke-width="64"[^>]*vector-effect="non-scaling-stroke"/);
    expect(vectorDrawing([{ samples }], "chart").markup).toMatch(/stroke-width="1"[^>]*vector-effect="non-scaling-stroke"/);
  });

  it("draws turned labels at geometric precision, as a canvas draws turned text, and level ones as they are", () => {
    const turned = (w: number) => record(w, 150, [{ ...(label("Monday", 20, 140) as TextOp), angle: -0.7 }, label("Total", 10, 10)]);
    const { markup } = vectorDrawing([{ samples: [300, 400].map((w) => ({ viewport: w + 40, record: turned(w) })) }], "chart", { image: true });
    expect(markup).toMatch(/<text [^>]*text-rendering="geometricPrecision"[^>]*>Monday<\/text>/);
    expect(markup).toMatch(/<text (?![^>]*text-rendering)[^>]*>Total<\/text>/);
  });
});
