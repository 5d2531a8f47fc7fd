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
      return `t|${op.fill}|${op.font}|${op.letterSpacing}|${op.wordSpacing}|${op.paint}|${formatNumber(op.width)}|${op.alpha}|${clip}|${JSON.stringify(op.text)}`;
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
