import { describe, expect, it } from "vitest";
import type { ElementSnapshot } from "./context.ts";
import { packingKey, readPacking } from "./packing.ts";

const box = (x: number, y: number, w: number, h: number, rendered = true): ElementSnapshot => ({ x, y, w, h, rendered, styles: [] });

describe("reading a script's packing from boxes", () => {
  // Three columns of 100 px in a 300 px container at (10, 50); 20 px gaps; items 1..5 placed shortest-first.
  const container = box(10, 50, 300, 400);
  const items = [box(10, 50, 100, 120), box(110, 50, 100, 60), box(210, 50, 100, 90), box(110, 130, 100, 200), box(210, 160, 100, 40)];

  it("finds each item's column, the item above it, the gap and the column that reaches lowest", () => {
    const layout = readPacking({ width: 1000, container, items })!;
    expect(layout.columnLeft).toEqual([0, 100 / 300, 200 / 300]);
    expect(layout.column).toEqual([0, 1, 2, 1, 2]);
    expect(layout.above).toEqual([-1, -1, -1, 1, 2]);
    expect(layout.offset).toEqual([0, 0, 0, 20, 20]);
    expect(layout.tallest).toBe(1);
  });

  it("keys packings by columns and the lowest column only", () => {
    const a = readPacking({ width: 1000, container, items });
    const taller = items.map((b, i) => (i === 0 ? box(b.x, b.y, b.w, 500) : b));
    expect(packingKey(readPacking({ width: 900, container, items }))).toBe(packingKey(a));
    expect(packingKey(readPacking({ width: 900, container, items: taller }))).not.toBe(packingKey(a));
    expect(packingKey(null)).toBe("none");
  });

  it("is no packing when an item is hidden or a column's items overlap", () => {
    expect(readPacking({ width: 1000, container, items: [...items.slice(0, 4), box(0, 0, 0, 0, false)] })).toBeNull();
    expect(readPacking({ width: 1000, container, items: [box(10, 50, 100, 120), box(10, 60, 100, 50)] })).toBeNull();
  });
});
