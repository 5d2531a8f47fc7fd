import { z } from "zod";
import { MAX_OPS } from "../browser/in-page/page-names.ts";

/**
 * A canvas's display list as the in-page recorder (browser/in-page/record-canvases.ts) reports it: what was drawn since the
 * canvas was last cleared, in canvas pixels. It comes from the page's own world, so every field is checked here
 * before anything reaches the output: numbers finite and bounded, paints plain colours, fonts plain font values.
 */

const coordinate = z.number().finite().min(-1e6).max(1e6);

export const SegmentSchema = z.union([
  z.tuple([z.literal("M"), coordinate, coordinate]),
  z.tuple([z.literal("L"), coordinate, coordinate]),
  z.tuple([z.literal("C"), coordinate, coordinate, coordinate, coordinate, coordinate, coordinate]),
  z.tuple([z.literal("Q"), coordinate, coordinate, coordinate, coordinate]),
  z.tuple([z.literal("Z")]),
]);
export type Segment = z.infer<typeof SegmentSchema>;

/** `#rrggbb` or `rgb(a)(…)` as canvas serializes a colour; anything else (wide-gamut colours) has no safe form here. */
const PAINT = /^(#[0-9a-f]{6}|rgba?\(\d{1,3}, \d{1,3}, \d{1,3}(, (0|1|0?\.\d{1,20}|1\.0+))?\))$/i;
/**
 * A font value as canvas serializes one: style/weight words, a px size, family names (quoted or bare). Nothing that
 * could end a declaration or open a function, and no control character (a NUL would reach styles.css).
 */
const FAMILY = String.raw`(?:"[^"\\;{}<>()\u0000-\u001f\u007f-\u009f]{1,80}"|[\p{L}\p{N} _-]{1,80})`;
const FONT = new RegExp(String.raw`^(?:[a-z0-9-]+ ){0,4}\d+(?:\.\d+)?px(?:\/[\d.]+(?:px)?)? ${FAMILY}(?:, ?${FAMILY}){0,12}$`, "iu");

const SPACING = /^(normal|-?\d{1,4}(\.\d{1,6})?px)$/;

const paint = z.string().max(64).regex(PAINT);
const alpha = z.number().finite().min(0).max(1);
const clipRef = z.number().int().min(-1);
const path = z.array(SegmentSchema).max(100_000);

export const FillSchema = z.object({ k: z.literal("f"), d: path, paint, rule: z.enum(["nonzero", "evenodd"]), alpha, clip: clipRef });
export const StrokeSchema = z.object({
  k: z.literal("s"),
  d: path,
  paint,
  width: z.number().finite().min(0).max(10_000),
  cap: z.enum(["butt", "round", "square"]),
  join: z.enum(["miter", "round", "bevel"]),
  miter: z.number().finite().min(0).max(10_000),
  dash: z.array(z.number().finite().min(0).max(1e5)).max(64),
  dashOffset: coordinate,
  alpha,
  clip: clipRef,
});
export const TextSchema = z.object({
  k: z.literal("t"),
  fill: z.boolean(),
  text: z.string().max(2_000),
  x: coordinate,
  y: coordinate,
  angle: z.number().finite().min(-7).max(7),
  scale: z.number().finite().positive().max(1_000),
  font: z.string().max(400).regex(FONT),
  /** The canvas element's CSS spacing, which Chromium applies to canvas text. */
  letterSpacing: z.string().max(32).regex(SPACING).default("normal"),
  wordSpacing: z.string().max(32).regex(SPACING).default("0px"),
  paint,
  width: z.number().finite().min(0).max(10_000),
  alpha,
  clip: clipRef,
});
export const OpSchema = z.discriminatedUnion("k", [FillSchema, StrokeSchema, TextSchema]);
export type Op = z.infer<typeof OpSchema>;
export type FillOp = z.infer<typeof FillSchema>;
export type StrokeOp = z.infer<typeof StrokeSchema>;
export type TextOp = z.infer<typeof TextSchema>;

export const ClipSchema = z.object({ d: path, rule: z.enum(["nonzero", "evenodd"]), parent: clipRef });
export type Clip = z.infer<typeof ClipSchema>;

const size = z.object({ w: z.number().finite().min(0).max(100_000), h: z.number().finite().min(0).max(100_000) });

export const CanvasRecordSchema = z.object({
  stamp: z.string().min(1).max(32),
  /** The canvas's content box in CSS px. */
  box: size,
  /** The device pixels (in CSS px) its content box covers once its edges are snapped to whole pixels, where known. */
  snapped: size.optional(),
  /** The content width of its parent (a chart sized to its parent fills it). */
  parentWidth: z.number().finite().min(-100_000).max(100_000).nullable().optional(),
  /** Its bitmap size (canvas.width/height). */
  pixels: size,
  frame: z.number().int().min(0),
  unsupported: z.string().max(200).nullable(),
  ops: z.array(OpSchema).max(MAX_OPS),
  clips: z.array(ClipSchema).max(MAX_OPS),
});
export type CanvasRecord = z.infer<typeof CanvasRecordSchema>;

/**
 * The canvases' records by stamp: a record the output can redraw as shapes, or null for a canvas that is shown but
 * whose record fails the checks, holds something without a vector form or draws nothing (it keeps its pixels).
 * Canvases without a box (hidden at this width) are left out: what they draw there is never seen.
 */
export function vectorRecords(raw: unknown): Map<string, CanvasRecord | null> {
  const out = new Map<string, CanvasRecord | null>();
  if (!Array.isArray(raw)) return out;
  for (const item of raw) {
    const stamp = typeof item === "object" && item && typeof (item as { stamp?: unknown }).stamp === "string" ? (item as { stamp: string }).stamp : null;
    if (!stamp || stamp.length > 32) continue;
    const parsed = CanvasRecordSchema.safeParse(item);
    if (!parsed.success) {
      out.set(stamp, null);
      continue;
    }
    const record = parsed.data;
    if (record.box.w < 1 || record.box.h < 1) continue;
    const clips = record.clips.length;
    const usable =
      !record.unsupported &&
      record.ops.length > 0 &&
      record.pixels.w >= 1 &&
      record.pixels.h >= 1 &&
      record.clips.every((c, i) => c.parent < i) &&
      record.ops.every((op) => op.clip < clips);
    out.set(stamp, usable ? record : null);
  }
  return out;
}
