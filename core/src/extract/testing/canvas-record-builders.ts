import type { CanvasRecord, Op, Segment } from "../vector/display-list.ts";
import type { DrawingSample } from "../vector/drawing-ranges.ts";

/** A record as the recorder reports one, for tests: a box drawn at 1 bitmap px per CSS px. */
export function record(w: number, h: number, ops: Op[], clips: CanvasRecord["clips"] = []): CanvasRecord {
  return { stamp: "7", box: { w, h }, parentWidth: w, pixels: { w, h }, frame: 1, unsupported: null, ops, clips };
}

export function rect(x: number, y: number, w: number, h: number): Segment[] {
  return [["M", x, y], ["L", x + w, y], ["L", x + w, y + h], ["L", x, y + h], ["Z"]];
}

export function fill(d: Segment[], paint = "#6f42c1", clip = -1): Op {
  return { k: "f", d, paint, rule: "nonzero", alpha: 1, clip };
}

export function label(text: string, x: number, y: number, clip = -1): Op {
  return { k: "t", fill: true, text, x, y, angle: 0, scale: 1, font: "12px system-ui, sans-serif", letterSpacing: "normal", wordSpacing: "0px", paint: "#666666", width: 0, alpha: 1, clip };
}

/** A bar chart drawn into a box `w` wide: bars and labels spread over the width, as a chart's layout does. */
export function barChart(w: number, labels = ["Mon", "Tue", "Wed"]): CanvasRecord {
  const slot = (w - 40) / labels.length;
  const ops: Op[] = [];
  labels.forEach((text, i) => {
    ops.push(fill(rect(40 + i * slot + 4, 20 + i * 10, slot - 8, 100 - i * 10)));
    ops.push(label(text, 40 + i * slot + slot / 2 - 10, 140));
  });
  return record(w, 150, ops);
}

/** A chart with a two-item legend over its plot that wraps onto a second line below `wrapsBelow` px of box width. */
export function legendChart(w: number, wrapsBelow = 400): CanvasRecord {
  const wraps = w < wrapsBelow;
  const top = wraps ? 44 : 28;
  return record(w, 200, [
    label("Web", w / 2 - 60, 12),
    label("Phone", wraps ? w / 2 - 20 : w / 2 + 20, wraps ? 28 : 12),
    fill(rect(10, top, w - 20, 190 - top)),
  ]);
}

/** A bar chart sample whose box is `w` × `h` px on a bitmap of `pw` × `ph` pixels (a page that floors or rounds it). */
export function sizedSample(w: number, h: number, pw: number, ph: number): DrawingSample {
  return { viewport: Math.round(w) + 40, record: { ...barChart(pw), box: { w, h }, pixels: { w: pw, h: ph } } };
}
