import { describe, expect, it } from "vitest";
import type { ElementSnapshot } from "../context.ts";
import type { PackingSample } from "../packing.ts";
import { makeContext } from "../testing/make-context.ts";
import { relayoutPackedColumns } from "./packed-columns.ts";

const box = (x: number, y: number, w: number, h: number): ElementSnapshot => ({ x, y, w, h, rendered: true, styles: [] });

/** Three items in two columns: the third under the first (`left`) or under the second (`right`). */
function sample(width: number, third: "left" | "right"): PackingSample {
  const w = width > 1200 ? 1140 : 960;
  const half = w / 2;
  return {
    width,
    container: box(0, 0, w, 400),
    items: [box(0, 0, half, 100), box(half, 0, half, 150), third === "left" ? box(0, 100, half, 80) : box(half, 150, half, 80)],
  };
}

describe("script-packed columns", () => {
  it("switches packings where the box the items sit in resizes, not halfway between two samples", () => {
    // The container grows at 1200 px (Bootstrap's .container): the script packs the third item differently above.
    const ctx = makeContext(
      `<main class="container"><div class="row" style="position: relative; height: 400px">` +
        `<div class="item" style="position: absolute; left: 0; top: 0">a</div>` +
        `<div class="item" style="position: absolute; left: 50%; top: 0">b</div>` +
        `<div class="item" style="position: absolute; left: 0; top: 100px">c</div></div></main>`,
      `.container { max-width: 960px } @media (min-width: 1200px) { .container { max-width: 1140px } } ` +
        `@media (min-width: 1400px) { .lead { font-size: 2rem } }`,
    );
    // Stamps in document order: html 1, head 2, body 3, main 4, the packed row 5.
    ctx.packings = new Map([["5", [sample(1280, "left"), sample(1210, "left"), sample(1160, "right"), sample(768, "right")]]]);
    relayoutPackedColumns(ctx);
    const media: string[] = [];
    ctx.css.walkAtRules("media", (at) => {
      if (at.toString().includes("packed-item")) media.push(at.params);
    });
    // Halfway between the samples at 1160 and 1210 would be 1185: widths 1185-1199 would show the wider packing.
    expect(media).toEqual(["(min-width: 1200px)", "(max-width: 1199.98px)"]);
  });
});
