import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { describeDifference } from "./difference-note.ts";

function page(width: number, height: number, square?: { x: number; y: number; size: number; rgb: [number, number, number] }): PNG {
  const png = new PNG({ width, height });
  png.data.fill(255);
  if (square) {
    for (let y = square.y; y < square.y + square.size; y++) {
      for (let x = square.x; x < square.x + square.size; x++) png.data.set([...square.rgb, 255], (y * width + x) * 4);
    }
  }
  return png;
}

describe("describeDifference", () => {
  it("names the box where two renderings differ and the colour each shows there", () => {
    const note = describeDifference(page(40, 30, { x: 10, y: 5, size: 8, rgb: [17, 17, 17] }), page(40, 30));
    expect(note).toContain("64 px differ within x 10–17, y 5–12");
    expect(note).toContain("original rgb(17, 17, 17), extraction rgb(255, 255, 255)");
  });

  it("names each band of rows that differs when there are several", () => {
    const two = page(40, 120, { x: 10, y: 5, size: 8, rgb: [17, 17, 17] });
    for (let y = 90; y < 94; y++) for (let x = 0; x < 5; x++) two.data.set([0, 0, 255, 255], (y * 40 + x) * 4);
    const note = describeDifference(two, page(40, 120));
    expect(note).toContain("84 px differ within x 0–17, y 5–93");
    expect(note).toContain("by rows: y 5–12 64 px, y 90–93 20 px");
    expect(describeDifference(page(40, 30, { x: 10, y: 5, size: 8, rgb: [17, 17, 17] }), page(40, 30))).not.toContain("by rows");
  });

  it("says when only the sizes differ", () => {
    expect(describeDifference(page(40, 30), page(40, 50))).toBe("original 40×30, extraction 40×50; no pixel differs over the common area");
  });
});
