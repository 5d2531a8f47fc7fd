import type { Segment, TextOp } from "./display-list.ts";
import { formatNumber, type PixelScale } from "./path-data.ts";

/**
 * An op's geometry as a list of numbers in CSS px (so samples can be compared and interpolated number by number),
 * and the way back to a value: path data, or a label's transform.
 */
export interface Geometry {
  numbers: number[];
  /** The value as an SVG attribute (`css` false) or a CSS property value. */
  format(numbers: readonly number[], css: boolean): string;
}

export function pathGeometry(segments: readonly Segment[], scale: PixelScale): Geometry {
  const commands = segments.map((s) => s[0]);
  const numbers = segments.flatMap(([, ...values]) => values.map((v, i) => v / (i % 2 === 0 ? scale.x : scale.y)));
  return {
    numbers,
    format(values, css) {
      let at = 0;
      let d = "";
      for (const [index, command] of commands.entries()) {
        const count = segments[index].length - 1;
        d += command + values.slice(at, at + count).map(formatNumber).join(" ");
        at += count;
      }
      return css ? `path("${d}")` : d;
    },
  };
}

/**
 * Where a label sits (the left end of its baseline), turned and scaled as the canvas drew it. `rotated`/`scaled` say
 * whether any sample of the range turns or scales it: all of a range's keyframes need the same transform functions.
 */
export function textGeometry(op: TextOp, scale: PixelScale, rotated: boolean, scaled: boolean): Geometry {
  const numbers = [op.x / scale.x, op.y / scale.y];
  if (rotated) numbers.push((op.angle * 180) / Math.PI);
  if (scaled) numbers.push(op.scale / scale.x);
  return {
    numbers,
    format(values, css) {
      const [x, y] = values.map(formatNumber);
      const parts = [css ? `translate(${x}px, ${y}px)` : `translate(${x} ${y})`];
      let next = 2;
      if (rotated) parts.push(css ? `rotate(${formatNumber(values[next++])}deg)` : `rotate(${formatNumber(values[next++])})`);
      if (scaled) parts.push(`scale(${formatNumber(values[next])})`);
      return parts.join(" ");
    },
  };
}
