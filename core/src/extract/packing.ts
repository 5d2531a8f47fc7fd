import type { PackingSample } from "./context.ts";

export type { PackingSample };

/** Boxes closer than this many px share a column. */
const COLUMN_SLACK = 2;

/**
 * How a script (Masonry and its kin) packed one container's items at one captured width: which column each item
 * went to, where that column starts, and how far each item sits below the one above it in its column.
 */
export interface PackedLayout {
  width: number;
  /** Left edge of each column relative to the container, as a share of the container's width. */
  columnLeft: number[];
  /** Column of each item, in document order. */
  column: number[];
  /** The item above each one in its column (its index), or -1 for the first in a column. */
  above: number[];
  /** For the first item of a column: its top relative to the container; else the gap below the item above. */
  offset: number[];
  /** The column whose stack reaches lowest: laid out in normal flow, it gives the container its height. */
  tallest: number;
}


/**
 * Reads a packing from the container's and items' boxes, or null when the boxes are not a packing into columns
 * (an item hidden, or a column whose items are not stacked top to bottom in document order).
 */
export function readPacking({ width, container, items }: PackingSample): PackedLayout | null {
  if (!container.rendered || container.w <= 0 || items.some((b) => !b.rendered)) return null;
  const lefts: number[] = [];
  for (const x of items.map((b) => b.x - container.x).sort((a, b) => a - b)) {
    if (!lefts.length || x - lefts[lefts.length - 1] > COLUMN_SLACK) lefts.push(x);
  }
  const column = items.map((b) => lefts.findIndex((l) => Math.abs(b.x - container.x - l) <= COLUMN_SLACK));
  const above: number[] = [];
  const offset: number[] = [];
  const last = new Map<number, number>();
  for (let i = 0; i < items.length; i++) {
    const prev = last.get(column[i]);
    if (prev === undefined) {
      above.push(-1);
      offset.push(round(items[i].y - container.y));
    } else {
      const gap = items[i].y - (items[prev].y + items[prev].h);
      if (gap < -COLUMN_SLACK) return null;
      above.push(prev);
      offset.push(round(gap));
    }
    last.set(column[i], i);
  }
  let tallest = 0;
  let lowest = -Infinity;
  for (const [col, i] of [...last].sort((a, b) => a[0] - b[0])) {
    const bottom = items[i].y + items[i].h;
    if (bottom > lowest + COLUMN_SLACK) {
      lowest = bottom;
      tallest = col;
    }
  }
  return { width, columnLeft: lefts.map((l) => l / container.w), column, above, offset, tallest };
}

/**
 * What decides the rules: the column of every item and the column that reaches lowest. Two widths with the same
 * key are served by one set of rules; null (not a packing) gets a key of its own.
 */
export function packingKey(layout: PackedLayout | null): string {
  return layout ? `${layout.columnLeft.length}:${layout.column.join(",")}:${layout.tallest}` : "none";
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
