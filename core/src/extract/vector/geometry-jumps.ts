import type { CanvasRecord } from "./display-list.ts";
import { geometryNumbers } from "./linearity.ts";

/**
 * How far (px) a number may stray from what the samples either side of a gap predict before the gap counts as a jump.
 * As loose as the linearity check's (charts snap lines to whole pixels), and looser still where a side's slope comes
 * from two samples close together, whose half-pixel wobble it magnifies.
 */
const JUMP_TOLERANCE = 1.5;

/**
 * Where a drawing of one structure jumps between neighbouring samples (records sorted by box width): the gaps, by
 * the index of the narrower sample, across which some number changes by more than either side's slope allows. A
 * chart keeps its structure while its legend wraps onto a second line (the same labels, another layout): between
 * the last one-line and the first two-line sample the legend and the plot under it leap, so interpolating across
 * that gap draws a legend half way between the two (stock Chart.js doughnut at 1205 px: 0.919 ink). A bend (a size
 * that stops following the width) changes by something between the two slopes, and is no jump. Only gaps with two
 * samples on each side are judged: one side alone cannot tell a jump from a bend.
 */
export function geometryJumps(records: readonly CanvasRecord[]): number[] {
  const numbers = records.map(numbersOf);
  const w = records.map((r) => r.box.w);
  const out: number[] = [];
  for (let i = 1; i + 2 < records.length; i++) {
    const gap = w[i + 1] - w[i];
    const leftSpan = w[i] - w[i - 1];
    const rightSpan = w[i + 2] - w[i + 1];
    if (gap <= 0 || leftSpan <= 0 || rightSpan <= 0) continue;
    const [a, b, c, d] = [numbers[i - 1], numbers[i], numbers[i + 1], numbers[i + 2]];
    if (a.length !== b.length || b.length !== c.length || c.length !== d.length) continue;
    const leftSlack = JUMP_TOLERANCE * (1 + gap / leftSpan);
    const rightSlack = JUMP_TOLERANCE * (1 + gap / rightSpan);
    const jumps = b.some((_, k) => {
      const change = c[k] - b[k];
      const byLeft = ((b[k] - a[k]) / leftSpan) * gap;
      const byRight = ((d[k] - c[k]) / rightSpan) * gap;
      return change < Math.min(byLeft - leftSlack, byRight - rightSlack) || change > Math.max(byLeft + leftSlack, byRight + rightSlack);
    });
    if (jumps) out.push(i);
  }
  return out;
}

const cache = new WeakMap<CanvasRecord, number[]>();
/** A record's geometry numbers, worked out once: the sampler judges every gap again after each new sample. */
function numbersOf(record: CanvasRecord): number[] {
  let numbers = cache.get(record);
  if (!numbers) cache.set(record, (numbers = geometryNumbers(record)));
  return numbers;
}
