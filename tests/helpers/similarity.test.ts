import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { compareScreenshots, decodePng, dominantColor } from "./similarity.ts";

/** The measure as first written: four pixelmatch passes over padded copies (what the one-pass version must equal). */
function reference(original: PNG, candidate: PNG) {
  const width = Math.max(original.width, candidate.width);
  const height = Math.max(original.height, candidate.height);
  const background = dominantColor(original);
  const pad = (png: PNG) => {
    const out = new Uint8Array(width * height * 4);
    new Uint32Array(out.buffer).fill(background);
    for (let y = 0; y < png.height; y++) out.set(png.data.subarray(y * png.width * 4, (y + 1) * png.width * 4), y * width * 4);
    return out;
  };
  const [a, b] = [pad(original), pad(candidate)];
  const plain = new Uint8Array(width * height * 4);
  new Uint32Array(plain.buffer).fill(background);
  const mask = (x: Uint8Array, y: Uint8Array) => {
    const out = new Uint8Array(width * height * 4);
    const n = pixelmatch(x, y, out, width, height, { threshold: 0.1, includeAA: true, diffMask: true });
    return { out, n };
  };
  const diff = mask(a, b);
  const [inkA, inkB] = [mask(a, plain).out, mask(b, plain).out];
  let inkPixels = 0;
  for (let i = 3; i < diff.out.length; i += 4) if (inkA[i] || inkB[i] || diff.out[i]) inkPixels++;
  const visual = 1 - pixelmatch(a, b, undefined, width, height, { threshold: 0.1 }) / (width * height);
  return { visual, diffPixels: diff.n, inkPixels, ink: inkPixels === 0 ? 1 : 1 - diff.n / inkPixels };
}

/** A page-like image: a plain colour with blocks of text-like noise, some pixels faint and some semi-transparent. */
function page(width: number, height: number, seed: number, shift = 0): PNG {
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inBlock = (x + shift) % 40 < 25 && y % 30 < 18;
      const r = rand();
      const v = inBlock ? (r < 0.5 ? 20 + Math.floor(r * 200) : 255) : r < 0.03 ? 250 : 255;
      png.data[i] = v;
      png.data[i + 1] = inBlock ? Math.floor(rand() * 255) : v;
      png.data[i + 2] = v;
      png.data[i + 3] = r > 0.97 ? Math.floor(rand() * 255) : 255;
    }
  }
  return png;
}

describe("compareScreenshots", () => {
  it.each([
    ["the same image", page(120, 90, 1), page(120, 90, 1)],
    ["shifted content", page(120, 90, 1), page(120, 90, 2, 3)],
    ["a shorter candidate", page(120, 90, 3), page(120, 60, 4)],
    ["a wider, taller candidate", page(100, 70, 5), page(130, 95, 6, 7)],
    ["a blank candidate", page(80, 80, 7), new PNG({ width: 80, height: 40, fill: true })],
  ])("counts ink and differences as four pixelmatch passes do (%s)", (_name, original, candidate) => {
    const got = compareScreenshots(original, candidate);
    const want = reference(original, candidate);
    expect({ diffPixels: got.diffPixels, inkPixels: got.inkPixels, ink: got.ink, visual: got.visual }).toEqual(want);
    expect(want.diffPixels + want.inkPixels).toBeGreaterThan(0);
  });
});

describe("decodePng", () => {
  it("reads a screenshot's pixels as pngjs does, with and without alpha", async () => {
    for (const [colorType, inputHasAlpha] of [[6, true], [2, false]] as const) {
      const png = page(64, 48, 11);
      if (!inputHasAlpha) for (let i = 3; i < png.data.length; i += 4) png.data[i] = 255;
      const bytes = PNG.sync.write(png, { colorType });
      const got = await decodePng(bytes);
      const want = PNG.sync.read(bytes);
      expect([got.width, got.height]).toEqual([want.width, want.height]);
      expect(Buffer.compare(Buffer.from(got.data), Buffer.from(want.data))).toBe(0);
      expect(PNG.sync.write(got).subarray(0, 8)).toEqual(PNG.sync.write(want).subarray(0, 8));
    }
  });
});
