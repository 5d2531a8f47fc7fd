import { MAX_OPS, MAX_PAGE_OPS } from "../page-names.ts";
import type { PathState, Segment } from "./path-builder.ts";

/** What every drawing op carries: its opacity and the clip it was drawn under (-1: none). */
interface Painted {
  alpha: number;
  clip: number;
}
export type Op =
  | ({ k: "f"; d: Segment[]; paint: string; rule: CanvasFillRule } & Painted)
  | ({ k: "s"; d: Segment[]; paint: string; width: number; cap: string; join: string; miter: number; dash: number[]; dashOffset: number } & Painted)
  | ({ k: "t"; fill: boolean; text: string; x: number; y: number; angle: number; scale: number; font: string; letterSpacing: string; wordSpacing: string; paint: string; width: number } & Painted);

export interface Clip {
  d: Segment[];
  rule: CanvasFillRule;
  parent: number;
}

/** A canvas's display list since it was last cleared whole, and the context state the recorder follows. */
export interface CanvasRecord extends PathState {
  ops: Op[];
  clips: Clip[];
  clipTop: number;
  clipStack: number[];
  /** Why the drawing has no vector form (the first reason met), or null. */
  unsupported: string | null;
  /** A reason that outlives clears (too many calls): the canvas is never recorded again. */
  sticky: string | null;
  /** How many times it was cleared whole: a redraw counter. */
  frame: number;
  /** The canvas element's direction and spacing, read at its first text. */
  css?: { direction: string; letterSpacing: string; wordSpacing: string };
}

const fresh = (sticky: string | null): CanvasRecord => ({
  ops: [],
  clips: [],
  path: [],
  cur: null,
  start: null,
  clipTop: -1,
  clipStack: [],
  unsupported: sticky,
  sticky,
  frame: 0,
});

/** Records by 2D context, and every page's total of recorded calls. */
export class RecordBook {
  private readonly records = new WeakMap<CanvasRenderingContext2D, CanvasRecord>();
  private pageOps = 0;

  of(ctx: CanvasRenderingContext2D): CanvasRecord {
    let r = this.records.get(ctx);
    if (!r) {
      r = fresh(null);
      this.records.set(ctx, r);
    }
    return r;
  }

  peek(ctx: CanvasRenderingContext2D): CanvasRecord | null {
    return this.records.get(ctx) ?? null;
  }

  /** The canvas was cleared whole (or resized): a new drawing starts. */
  reset(ctx: CanvasRenderingContext2D): void {
    const old = this.records.get(ctx);
    if (old) this.pageOps -= old.ops.length;
    const r = fresh(old ? old.sticky : null);
    r.frame = old ? old.frame + 1 : 0;
    this.records.set(ctx, r);
  }

  push(r: CanvasRecord, op: Op): void {
    if (r.ops.length >= MAX_OPS || this.pageOps >= MAX_PAGE_OPS) {
      r.sticky = "too many drawing calls";
      giveUp(r, r.sticky);
      return;
    }
    r.ops.push(op);
    this.pageOps++;
  }
}

/** Marks the drawing as having no vector form, keeping the first reason. */
export function giveUp(r: CanvasRecord, reason: string): void {
  if (!r.unsupported) r.unsupported = reason;
}
