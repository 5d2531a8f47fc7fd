import type { CanvasRecord, Clip, Op } from "./display-list.ts";
import { formatNumber, pathShape } from "./path-data.ts";

/** Everything about an op but its geometry: two ops with the same key differ only in where they are. */
export function opKey(op: Op, clips: readonly Clip[]): string {
  const clip = clipKey(op.clip, clips);
  switch (op.k) {
    case "f":
      return `f|${op.paint}|${op.rule}|${op.alpha}|${clip}|${pathShape(op.d)}`;
    case "s":
      return `s|${op.paint}|${formatNumber(op.width)}|${op.cap}|${op.join}|${op.miter}|${op.dash.map(formatNumber).join(",")}|${formatNumber(op.dashOffset)}|${op.alpha}|${clip}|${pathShape(op.d)}`;
    case "t":
      // Level or turned is layout, not geometry: Chart.js turns an axis's labels once they no longer fit level, a
      // leap no line between a turned and a level sample draws (stock Chart.js dashboard: labels level from a 523 px
      // box, turned 16° at 522, the plot 19 px shorter; at 545 px of viewport 0.952 ink interpolated across it).
      return `t|${op.fill}|${op.font}|${op.letterSpacing}|${op.wordSpacing}|${op.paint}|${formatNumber(op.width)}|${op.alpha}|${clip}|${Math.abs(op.angle) > 1e-9 ? "turned" : "level"}|${JSON.stringify(op.text)}`;
  }
}

function clipKey(index: number, clips: readonly Clip[]): string {
  const parts: string[] = [];
  for (let i = index; i >= 0; i = clips[i].parent) parts.push(`${clips[i].rule}:${pathShape(clips[i].d)}`);
  return parts.join(">");
}

const keys = new WeakMap<CanvasRecord, string>();

/**
 * The structure of a whole drawing (a string, so samples compare cheaply), worked out once per record: the sampler
 * groups every sample into ranges again after each new one.
 */
export function structureKey(record: CanvasRecord): string {
  let key = keys.get(record);
  if (key === undefined) keys.set(record, (key = record.ops.map((op) => opKey(op, record.clips)).join("\n")));
  return key;
}
