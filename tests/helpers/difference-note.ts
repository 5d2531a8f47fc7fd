import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/**
 * Where two renderings differ, in words: the bounding box of the differing pixels (over their common area), their
 * share of it, and the mean colour each rendering shows there. A comparison that falls short on CI leaves only its
 * message behind; "black box where the original shows a brown video" says what a bare 0.56 cannot. When the differing
 * rows fall into separate bands (a navbar at the top and a column further down), each band is named too: one box
 * around both would hide that they are two differences.
 */
export function describeDifference(original: PNG, candidate: PNG): string {
  const width = Math.min(original.width, candidate.width);
  const height = Math.min(original.height, candidate.height);
  const a = crop(original, width, height);
  const b = crop(candidate, width, height);
  const diff = new Uint8Array(width * height * 4);
  pixelmatch(a, b, diff, width, height, { threshold: 0.1, includeAA: true, diffMask: true });
  let [x0, y0, x1, y1, count] = [width, height, -1, -1, 0];
  const rows = new Uint32Array(height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!diff[(y * width + x) * 4 + 3]) continue;
      count++;
      rows[y]++;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  const sizes = `original ${original.width}×${original.height}, extraction ${candidate.width}×${candidate.height}`;
  if (count === 0) return `${sizes}; no pixel differs over the common area`;
  const box = { x0, y0, x1, y1 };
  const bands = rowBands(rows);
  const parts = bands.length > 1 ? `; by rows: ${bands.slice(0, MAX_BANDS).map((b) => `y ${b.from}–${b.to} ${b.count} px`).join(", ")}${bands.length > MAX_BANDS ? ` and ${bands.length - MAX_BANDS} more` : ""}` : "";
  return `${sizes}; ${count} px differ within x ${x0}–${x1}, y ${y0}–${y1}; mean colour there: original ${meanColour(a, width, box)}, extraction ${meanColour(b, width, box)}${parts}`;
}

const MAX_BANDS = 6;
/** Rows this far apart with nothing differing between them start a new band. */
const BAND_GAP = 24;

/** Runs of rows with differing pixels, split where BAND_GAP rows in a row differ nowhere. */
function rowBands(rows: Uint32Array): { from: number; to: number; count: number }[] {
  const bands: { from: number; to: number; count: number }[] = [];
  for (let y = 0; y < rows.length; y++) {
    if (!rows[y]) continue;
    const last = bands.at(-1);
    if (last && y - last.to <= BAND_GAP) {
      last.to = y;
      last.count += rows[y];
    } else bands.push({ from: y, to: y, count: rows[y] });
  }
  return bands;
}

function crop(png: PNG, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) out.set(png.data.subarray(y * png.width * 4, y * png.width * 4 + width * 4), y * width * 4);
  return out;
}

function meanColour(data: Uint8Array, width: number, box: { x0: number; y0: number; x1: number; y1: number }): string {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = box.y0; y <= box.y1; y++) {
    for (let x = box.x0; x <= box.x1; x++) {
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) sum[c] += data[i + c];
      n++;
    }
  }
  return `rgb(${sum.map((v) => Math.round(v / n)).join(", ")})`;
}
