import { apply, scaleOf, similar, type Matrix } from "./path-builder.ts";
import { giveUp, type CanvasRecord, type Op } from "./record-book.ts";

type TextOp = Extract<Op, { k: "t" }>;

/**
 * A fillText/strokeText call as a text op at the left end of its alphabetic baseline, or the reason it has no vector
 * form (a string result). `paint` is null for a gradient or pattern.
 */
export function textOp(
  ctx: CanvasRenderingContext2D,
  r: CanvasRecord,
  m: Matrix,
  call: { fill: boolean; text: string; x: number; y: number; maxWidth?: number; paint: string | null },
  /** The text's metrics and the op's paint state, read only once the text is known to be drawable. */
  read: { metrics: () => TextMetrics; painted: () => { alpha: number; clip: number } },
): TextOp | undefined {
  if (call.paint === null) return void giveUp(r, "gradient or pattern text");
  if (!similar(m)) return void giveUp(r, "skewed text");
  const metrics = read.metrics();
  if (call.maxWidth !== undefined && metrics.width > call.maxWidth) return void giveUp(r, "text squeezed to a width");
  // Chromium draws canvas text with the canvas element's own direction and letter and word spacing.
  if (r.css === undefined) {
    const cs = ctx.canvas && ctx.canvas.isConnected ? getComputedStyle(ctx.canvas) : null;
    r.css = { direction: cs ? cs.direction : "ltr", letterSpacing: cs ? cs.letterSpacing : "normal", wordSpacing: cs ? cs.wordSpacing : "0px" };
  }
  const dir = ctx.direction === "inherit" ? r.css.direction : ctx.direction;
  if (dir === "rtl") return void giveUp(r, "right-to-left text");
  if ((ctx.letterSpacing && ctx.letterSpacing !== "0px") || (ctx.wordSpacing && ctx.wordSpacing !== "0px")) return void giveUp(r, "letter spacing");
  if ((ctx.fontKerning && ctx.fontKerning !== "auto") || (ctx.fontStretch && ctx.fontStretch !== "normal") || (ctx.fontVariantCaps && ctx.fontVariantCaps !== "normal")) {
    return void giveUp(r, "font settings");
  }
  const align = ctx.textAlign;
  const share = align === "center" ? 0.5 : align === "right" || align === "end" ? 1 : 0;
  // The left end of the alphabetic baseline, whatever the alignment and baseline asked for.
  const p = apply(m, call.x - metrics.width * share, call.y - metrics.alphabeticBaseline);
  return {
    k: "t",
    fill: call.fill,
    text: call.text.replace(/[\t\n\f\r]/g, " "),
    x: p[0],
    y: p[1],
    angle: Math.atan2(m[1], m[0]),
    scale: Math.hypot(m[0], m[1]),
    font: ctx.font,
    letterSpacing: r.css.letterSpacing,
    wordSpacing: r.css.wordSpacing,
    paint: call.paint,
    width: call.fill ? 0 : ctx.lineWidth * scaleOf(m),
    ...read.painted(),
  };
}
