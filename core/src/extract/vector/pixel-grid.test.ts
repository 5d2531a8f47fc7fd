import { describe, expect, it } from "vitest";
import type { Op } from "./display-list.ts";
import { onPixelGrid } from "./pixel-grid.ts";

const stroke = (d: Extract<Op, { k: "s" }>["d"], width = 1, dash: number[] = [], cap: "butt" | "round" = "butt"): Op => ({
  k: "s",
  d,
  paint: "rgba(0, 0, 0, 0.1)",
  width,
  cap,
  join: "miter",
  miter: 10,
  dash,
  dashOffset: 0,
  alpha: 1,
  clip: -1,
});

describe("onPixelGrid", () => {
  it("accepts grid lines and axes a chart centred on pixel rows and columns in every sample", () => {
    expect(onPixelGrid([stroke([["M", 56, 626.5], ["L", 1522, 626.5]]), stroke([["M", 56, 310.5], ["L", 700, 310.5]])])).toBe(true);
    expect(onPixelGrid([stroke([["M", 55.5, 10], ["L", 55.5, 626]])])).toBe(true);
    // An even width sits on pixel edges; a closed axis-parallel outline too.
    expect(onPixelGrid([stroke([["M", 10, 20], ["L", 90, 20]], 2)])).toBe(true);
    expect(onPixelGrid([stroke([["M", 10.5, 20.5], ["L", 90.5, 20.5], ["L", 90.5, 60.5], ["L", 10.5, 60.5], ["Z"]])])).toBe(true);
  });

  it("refuses what anti-aliasing must keep smooth: off-grid, slanted, curved, fractional widths, fills, dashes, one off-grid sample", () => {
    expect(onPixelGrid([stroke([["M", 56, 626.3], ["L", 1522, 626.3]])])).toBe(false);
    expect(onPixelGrid([stroke([["M", 56, 626.5], ["L", 1522, 627.5]])])).toBe(false);
    expect(onPixelGrid([stroke([["M", 0.5, 0.5], ["C", 1, 1, 2, 2, 3.5, 0.5]])])).toBe(false);
    expect(onPixelGrid([stroke([["M", 56, 626.5], ["L", 1522, 626.5]], 1.5)])).toBe(false);
    expect(onPixelGrid([stroke([["M", 56, 626.5], ["L", 1522, 626.5]], 4)])).toBe(false);
    expect(onPixelGrid([{ k: "f", d: [["M", 0, 0], ["L", 10, 0], ["L", 10, 10], ["Z"]], paint: "#000000", rule: "nonzero", alpha: 1, clip: -1 }])).toBe(false);
    expect(onPixelGrid([stroke([["M", 56, 626.5], ["L", 1522, 626.5]]), stroke([["M", 56, 310.2], ["L", 700, 310.2]])])).toBe(false);
    expect(onPixelGrid([])).toBe(false);
    // Dashes end and round caps curve off the grid (a dashed 3 px frame at 10.5 scored below 0.99 drawn crisp).
    expect(onPixelGrid([stroke([["M", 10.5, 10.5], ["L", 130.5, 10.5]], 3, [6, 4])])).toBe(false);
    expect(onPixelGrid([stroke([["M", 10.5, 10.5], ["L", 130.5, 10.5]], 1, [], "round")])).toBe(false);
  });
});
