import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { crop, frameFit, reflowsBetween, resize } from "./frame-fit.ts";

/** A frame's content drawn at one width by `paint(x, y, width) → [r, g, b]`. */
function frame(width: number, height: number, paint: (x: number, y: number, width: number) => [number, number, number]): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y, width);
      png.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return png;
}

// Diagonal stripes from the top left corner (a map's tiles, a patterned widget): content at 1:1 whatever the width.
const stripes = (x: number, y: number): [number, number, number] => ((x + y) % 24 < 12 ? [20, 83, 45] : [236, 253, 245]);
// A poster that fills the player: everything in proportion to the width.
const poster = (x: number, y: number, width: number): [number, number, number] => [Math.round((255 * x) / width), (x * 7) / width > 3 ? 200 : 40, Math.round((y * 255) / 120)];
// A badge in the middle of a plain field.
const badge = (x: number, y: number, width: number): [number, number, number] => (Math.abs(x - width / 2) < 40 && Math.abs(y - 60) < 12 ? [22, 163, 74] : [233, 245, 238]);

describe("frameFit", () => {
  it("keeps 1:1 content anchored where it is: stripes from the top left, a badge in the middle", () => {
    expect(frameFit([300, 340, 420].map((w) => ({ png: frame(w, 120, stripes) })))).toBe("left top");
    expect(frameFit([300, 340, 420].map((w) => ({ png: frame(w, 120, badge) })))).toMatch(/^center/);
  });

  it("scales content that follows the box, and scales when no two captures share a height", () => {
    expect(frameFit([300, 340, 420].map((w) => ({ png: frame(w, 120, poster) })))).toBe("scale");
    expect(frameFit([{ png: frame(300, 120, stripes) }, { png: frame(400, 160, stripes) }])).toBe("scale");
    expect(frameFit([{ png: frame(300, 120, stripes) }])).toBe("scale");
  });
});

// A badge whose label wraps onto two lines below 340 px (a map's pin at 320–337 px): taller and as wide as the box.
const wrapping = (x: number, y: number, width: number): [number, number, number] =>
  width < 340 ? (Math.abs(y - 60) < 24 ? [22, 163, 74] : [233, 245, 238]) : badge(x, y, width);

describe("reflowsBetween", () => {
  it("tells a frame whose content reflowed between two widths from one that kept or scaled it", () => {
    expect(reflowsBetween(frame(320, 120, wrapping), frame(390, 120, wrapping))).toBe(true);
    expect(reflowsBetween(frame(340, 120, wrapping), frame(390, 120, wrapping))).toBe(false);
    expect(reflowsBetween(frame(300, 120, stripes), frame(420, 120, stripes))).toBe(false);
    expect(reflowsBetween(frame(300, 120, poster), frame(420, 120, poster))).toBe(false);
    // Not judged: the wrong order, or heights that differ.
    expect(reflowsBetween(frame(390, 120, wrapping), frame(320, 120, wrapping))).toBe(false);
    expect(reflowsBetween(frame(320, 120, wrapping), frame(390, 160, wrapping))).toBe(false);
  });

  it("judges the fit by the pairs some fit predicts, not by the one across the reflow", () => {
    // The closest pair (337|338) straddles the wrap; the others show the badge kept at 1:1 in the middle.
    expect(frameFit([320, 337, 338, 360, 390].map((w) => ({ png: frame(w, 120, (x, y) => wrapping(x, y, w === 338 ? 340 : w)) })))).toMatch(/^center/);
  });
});

describe("crop and resize", () => {
  it("crop shows the wider capture at 1:1; resize keeps a flat colour flat", () => {
    const wide = frame(100, 10, (x) => [x, 0, 0]);
    expect(crop(wide, 50, 10, "left top").data[0]).toBe(0);
    expect(crop(wide, 50, 10, "center").data[0]).toBe(25);
    const flat = resize(frame(100, 10, () => [10, 20, 30]), 37, 7);
    expect([...flat.data.slice(0, 4)]).toEqual([10, 20, 30, 255]);
  });
});
