import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/**
 * How a frame's content follows its box between two captured widths, judged from the captures themselves. A video
 * player scales its picture with the box; a map or a patterned widget keeps its content at 1:1 and shows more or less
 * of it (anchored at the top left, or centred). Between captures the output shows the nearest capture the same way:
 * scaled, or at 1:1 cropped from a wider capture.
 */
export type FrameFit = "scale" | "left top" | "center top" | "center";

const CROPS: Exclude<FrameFit, "scale">[] = ["left top", "center top", "center"];

export interface FrameCapture {
  /** The capture's PNG. */
  png: PNG;
}

/** Pairs of neighbouring captures judged: the closest ones, which say the most about widths between captures. */
const PAIRS = 2;

/**
 * The fit that best predicts each narrower capture from the next wider one (of the same height), counting differing
 * pixels over the closest such pairs; "scale" when there is no such pair to judge by.
 */
export function frameFit(captures: readonly FrameCapture[]): FrameFit {
  const sorted = [...captures].sort((a, b) => a.png.width - b.png.width);
  const pairs: [PNG, PNG][] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [narrow, wide] = [sorted[i].png, sorted[i + 1].png];
    if (narrow.width !== wide.width && Math.abs(narrow.height - wide.height) <= 1) pairs.push([narrow, wide]);
  }
  if (!pairs.length) return "scale";
  pairs.sort((a, b) => a[1].width - a[0].width - (b[1].width - b[0].width));
  // A pair across a reflow (the content wrapped a line between the two widths) is predicted by no fit and says
  // nothing about which one holds elsewhere; it counts only when every pair is such.
  const scored = pairs.map(([narrow, wide]) => fitScores(narrow, wide));
  const judged = scored.filter((s) => Math.min(...s.values()) <= PREDICTED * s.pixels);
  const score = new Map<FrameFit, number>([["scale", 0], ...CROPS.map((c) => [c, 0] as [FrameFit, number])]);
  for (const scores of (judged.length ? judged : scored).slice(0, PAIRS)) for (const [fit, n] of scores) score.set(fit, score.get(fit)! + n);
  return [...score].sort((a, b) => a[1] - b[1])[0][0];
}

/**
 * The share of a narrower capture's pixels that may differ from its best prediction from the next wider capture and
 * still count as predicted: text placed a subpixel apart costs under 1 %, a line of a frame's content that wraps
 * between the two widths ~6 % (a map's label at 320–340 px).
 */
export const PREDICTED = 0.02;

type Scores = Map<FrameFit, number> & { pixels: number };

/** Differing pixels between the narrower capture and the wider one fitted to its size, per fit. */
function fitScores(narrow: PNG, wide: PNG): Scores {
  const scores = new Map<FrameFit, number>([["scale", differing(narrow, resize(wide, narrow.width, narrow.height))]]) as Scores;
  for (const fit of CROPS) scores.set(fit, differing(narrow, crop(wide, narrow.width, narrow.height, fit)));
  scores.pixels = narrow.width * narrow.height;
  return scores;
}

/**
 * Whether the content reflowed between two captures of a frame of the same height and different widths: no fit
 * (scaled, or cropped at 1:1) predicts the narrower from the wider. Widths between them would show the wrong
 * layout, so the capture samples between them until the change is pinned down.
 */
export function reflowsBetween(narrow: PNG, wide: PNG): boolean {
  if (narrow.width >= wide.width || Math.abs(narrow.height - wide.height) > 1) return false;
  const scores = fitScores(narrow, wide);
  return Math.min(...scores.values()) > PREDICTED * scores.pixels;
}

function differing(a: PNG, b: PNG): number {
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1, includeAA: true });
}

/** The part of `png` a box of width × height shows at 1:1, placed as `fit` says. */
export function crop(png: PNG, width: number, height: number, fit: Exclude<FrameFit, "scale">): PNG {
  const out = new PNG({ width, height });
  const x = fit === "left top" ? 0 : Math.round((png.width - width) / 2);
  const y = fit === "center" ? Math.round((png.height - height) / 2) : 0;
  PNG.bitblt(png, out, Math.max(0, x), Math.max(0, y), Math.min(width, png.width), Math.min(height, png.height), 0, 0);
  return out;
}

/** `png` resampled to width × height (bilinear, as a browser scales an image). */
export function resize(png: PNG, width: number, height: number): PNG {
  const out = new PNG({ width, height });
  const src = png.data;
  const dst = out.data;
  const sx = png.width / width;
  const sy = png.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5);
    const y0 = Math.min(png.height - 1, Math.floor(fy));
    const row0 = y0 * png.width * 4;
    const row1 = Math.min(png.height - 1, y0 + 1) * png.width * 4;
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, (x + 0.5) * sx - 0.5);
      const x0 = Math.min(png.width - 1, Math.floor(fx));
      const c0 = x0 * 4;
      const c1 = Math.min(png.width - 1, x0 + 1) * 4;
      const wx = fx - x0;
      const at = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        const top = src[row0 + c0 + c] * (1 - wx) + src[row0 + c1 + c] * wx;
        const bottom = src[row1 + c0 + c] * (1 - wx) + src[row1 + c1 + c] * wx;
        dst[at + c] = Math.round(top * (1 - wy) + bottom * wy);
      }
    }
  }
  return out;
}
