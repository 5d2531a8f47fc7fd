import { describe, expect, it } from "vitest";
import { makeContext } from "./testing/make-context.ts";
import { extractionReport } from "./extraction-report.ts";
import { tally } from "./outcomes.ts";
import { statesReport } from "./states/states-report.ts";

describe("the extraction report", () => {
  it("names sampled widths apart from captured ones, counts what the passes tallied and the images and fonts kept", () => {
    const ctx = makeContext(`<img src="a.png" srcset="a.png 1x, a2.png 2x"><picture><source srcset="b.webp"><img src="b.png"></picture><div class="bg"></div>`);
    ctx.widths = [1280, 390];
    ctx.drawings = new Map([[1280, new Map()], [1600, new Map()], [800, new Map()]]);
    ctx.packings = new Map([["9", [{ width: 1920, container: {} as never, items: [] }, { width: 1280, container: {} as never, items: [] }]]]);
    ctx.css.append(`.bg { background: url("c.jpg") } @font-face { font-family: X; src: url(x.woff2) } @font-face { font-family: Y; src: url(y.woff2) }`);
    ctx.removedAtRules = 2;
    tally(ctx, "vectorDrawings", 2);
    tally(ctx, "pixelDrawings");
    tally(ctx, "relaidPackings");
    tally(ctx, "unusedAtRules", 3);
    const report = extractionReport(ctx, { verifyWidths: [560, 1024], states: statesReport(ctx), timing: { totalMs: 10, captureMs: 6, verifyMs: 2 } });
    expect(report.widths).toEqual({ captured: [1280, 390], sampled: [1920, 1600, 800], aboveWidest: [1920, 1600], verified: [1024, 560] });
    expect(report.drawings).toEqual({ vectorised: 2, pixels: 1 });
    expect(report.packings).toEqual({ found: 1, relaid: 1 });
    expect(report.atRules).toEqual({ refused: 2, unused: 3 });
    expect(report.assets).toEqual({ images: 5, fonts: 2 });
    expect(report.controls).toEqual({ found: 0, reproduced: 0, notReproduced: [], behaviours: 0 });
  });
});
