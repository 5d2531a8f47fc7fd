import { heldRatio } from "./held-height.ts";
import type { BoxUnits } from "./box-units.ts";
import type { DrawingRange } from "./drawing-ranges.ts";
import { formatNumber } from "./path-data.ts";

/**
 * How far under a whole bitmap pixel a box may fall and still floor to it. Chart.js rounds its box to tenths of a px
 * before it floors it (a 459.96 px column draws 460 pixels, a 459.94 px one 459), and the output's box is a few
 * hundredths off the page's where CSS rounds it (a 251 px box as 250.953: flooring that to 250 moved a gridline a
 * whole pixel).
 */
const FLOOR_REACH = 0.05;

/**
 * The rules that redraw a range with samples at several widths at the box's width (for browsers with vector-drawing.ts's
 * INTERPOLATION_SUPPORT): its paused animations stopped where the box's width puts them between the first and the last
 * sample, and its group scaled from the geometry's px to the viewBox's, clamped outside the samples.
 */
export function morphRules(layout: string, range: DrawingRange, place: { first: boolean; last: boolean }, units: BoxUnits): string[] {
  const { samples } = range;
  const rules: string[] = [];
  const first = samples[0].record.box;
  const { w } = samples[samples.length - 1].record.box;
  // Important: these animations are geometry, not motion; a page's reduced-motion reset (`* { animation: none
  // !important }`, `animation-duration: .01ms !important`) must not reach them. Keyed by the box width whatever the
  // geometry is drawn in: a chart lays itself out in its box's own size.
  const delay = `calc((${units.width} - ${formatNumber(first.w)}px) / ${formatNumber(w - first.w)}px * -1s)`;
  const animation = `.${layout} * { animation-duration: 1s !important; animation-timing-function: linear !important; animation-fill-mode: both !important; animation-play-state: paused !important; animation-delay: ${delay} !important; }`;
  const { group, narrower } = samples[0].bitmapDensity ? bitmapStretch(range, units, samples[0].bitmapDensity) : boxScale(range, units);
  rules.push(`.${layout} > g { transform: ${group}; }`, animation);
  // Narrower than the narrowest sample: that drawing, scaled down with the box as the canvas's bitmap would be.
  if (place.first) rules.push(`@container (width < ${formatNumber(units.query(first.w))}px) {\n.${layout} > g { transform: ${narrower}; }\n}`);
  // Wider than the widest: the viewBox scales the widest drawing up.
  if (place.last) rules.push(`@container (width > ${formatNumber(units.query(w))}px) {\n.${layout} > g { transform: none; }\n}`);
  return rules;
}

/** The group's transforms between the samples and below them, for geometry in the box's own px. */
function boxScale({ samples }: DrawingRange, units: BoxUnits): { group: string; narrower: string } {
  const first = samples[0].record.box;
  const { w } = samples[samples.length - 1].record.box;
  // The group undoes the viewBox's scaling to the box (nested SVGs take no CSS size): x by the box width, y too when
  // the height follows the width.
  const fixedHeight = samples.every((s) => Math.abs(s.record.box.h - first.h) < 0.5);
  const yToo = fixedHeight ? ", 1" : "";
  return { group: `scale(calc(${formatNumber(w)}px / ${units.width})${yToo})`, narrower: `scale(${formatNumber(w / first.w)}${yToo})` };
}

/**
 * The same for geometry in bitmap px, the viewBox the widest bitmap: the group stretches the bitmap this box floors to
 * over the box, along both axes, as the browser stretched the canvas (459 pixels over a 459.8 px box).
 */
function bitmapStretch({ samples }: DrawingRange, units: BoxUnits, density: number): { group: string; narrower: string } {
  const widest = samples[samples.length - 1].record.pixels;
  const narrowest = samples[0].record.pixels;
  const stretch = (pixels: number, size: string) =>
    `calc(${formatNumber(pixels)}px / round(down, calc(${size} * ${formatNumber(density)} + ${FLOOR_REACH}px), 1px))`;
  // A chart that keeps its aspect ratio over this range lays out a height of its width over the ratio: the bitmap's
  // height follows from the width alone, whatever height the output's CSS gives the box (where the ratio holds over
  // only some of the drawing's ranges, an aspect ratio of one capture's rounded sizes, a few hundredths off).
  const ratio = heldRatio(samples);
  const height = ratio ? `(${units.width} * ${ratio[1]} / ${ratio[0]})` : units.height;
  return {
    group: `scale(${stretch(widest.w, units.width)}, ${stretch(widest.h, height)})`,
    narrower: `scale(${formatNumber(widest.w / narrowest.w)}, ${formatNumber(widest.h / narrowest.h)})`,
  };
}
