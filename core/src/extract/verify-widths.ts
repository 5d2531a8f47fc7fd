/** Widths between the usual captures where the verify step also measures the output (never patched there). */
export const BETWEEN_CAPTURE_WIDTHS = [1024, 560];
const MIN_RANDOM_WIDTH = 320;

/**
 * The widths the verify step measures but the capture does not use: the fixed in-between widths plus one drawn at
 * random per run (so, over many runs, the output is judged at widths nobody chose), each at least 8 px away from a
 * captured width and no wider than the widest capture.
 */
export function pickVerifyWidths(captured: number[], random: () => number = Math.random, fixed = BETWEEN_CAPTURE_WIDTHS): number[] {
  const widest = Math.max(...captured);
  const far = (w: number, taken: number[]) => taken.every((c) => Math.abs(c - w) >= 8);
  const out: number[] = [];
  for (const w of fixed) if (w <= widest && far(w, [...captured, ...out])) out.push(w);
  const span = widest - MIN_RANDOM_WIDTH;
  for (let attempt = 0; span > 16 && attempt < 8; attempt++) {
    const w = MIN_RANDOM_WIDTH + Math.floor(random() * span);
    if (far(w, [...captured, ...out])) {
      out.push(w);
      break;
    }
  }
  return out.sort((a, b) => b - a);
}
