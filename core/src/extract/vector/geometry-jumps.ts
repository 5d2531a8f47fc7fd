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
  const out: number[] = [];
  for (let i = 1; i + 2 < records.length; i++) if (jumpsBetween(records[i - 1], records[i], records[i + 1], records[i + 2])) out.push(i);
  return out;
}

/** Whether the drawing jumps between `b` and `c`, judged by their neighbours `a` and `d` (all by box width). */
function jumpsBetween(...quad: [CanvasRecord, CanvasRecord, CanvasRecord, CanvasRecord]): boolean {
  // The sampler asks again after each new sample; only the gaps next to it have new neighbours.
  const known = verdicts.get(quad[1]) ?? new Map<string, boolean>();
  verdicts.set(quad[1], known);
  const key = quad.map(idOf).join(",");
  let verdict = known.get(key);
  if (verdict === undefined) known.set(key, (verdict = judgeGap(...quad)));
  return verdict;
}

function judgeGap(...quad: [CanvasRecord, CanvasRecord, CanvasRecord, CanvasRecord]): boolean {
  const [wa, wb, wc, wd] = quad.map((r) => r.box.w);
  const [a, b, c, d] = quad.map(geometryNumbers);
  const gap = wc - wb;
  const leftSpan = wb - wa;
  const rightSpan = wd - wc;
  if (gap <= 0 || leftSpan <= 0 || rightSpan <= 0) return false;
  if (a.length !== b.length || b.length !== c.length || c.length !== d.length) return false;
  const leftSlack = JUMP_TOLERANCE * (1 + gap / leftSpan);
  const rightSlack = JUMP_TOLERANCE * (1 + gap / rightSpan);
  return b.some((_, k) => {
    const change = c[k] - b[k];
    const byLeft = ((b[k] - a[k]) / leftSpan) * gap;
    const byRight = ((d[k] - c[k]) / rightSpan) * gap;
    return change < Math.min(byLeft - leftSlack, byRight - rightSlack) || change > Math.max(byLeft + leftSlack, byRight + rightSlack);
  });
}

const verdicts = new WeakMap<CanvasRecord, Map<string, boolean>>();
const ids = new WeakMap<CanvasRecord, number>();
let nextId = 0;
function idOf(record: CanvasRecord): number {
  let id = ids.get(record);
  if (id === undefined) ids.set(record, (id = nextId++));
  return id;
}
