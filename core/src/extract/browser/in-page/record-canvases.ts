/**
 * Installed before the page's own scripts, in its main world (it must see the page's own contexts): every 2D canvas
 * keeps a display list of what is on it since it was last cleared whole (fills, strokes and text in canvas pixels,
 * with the clip each was drawn under), so the capture can turn a chart into vector shapes that the output redraws at
 * any width (vector/). The page's calls all go through unchanged; recording never throws into the page.
 *
 * What has no vector form here (images, pixel writes, gradients and patterns, shadows, filters, blend modes, skewed
 * text, a partial clear) marks the canvas `unsupported`, and the capture keeps its pixels instead. What this hands
 * over is untrusted and is validated in Node (vector/display-list.ts); serve-canvas-records.ts reads it.
 */
import { MAX_OPS, PAGE_SYMBOLS } from "./page-names.ts";
import { Path2DCalls } from "./recorder/path2d.ts";
import { apply, arcTo, bezier, closePath, ellipse, lineTo, moveTo, quadratic, rect, scaleOf, similar, type Matrix, type PathState, type Segment } from "./recorder/path-builder.ts";
import { giveUp, RecordBook, type CanvasRecord } from "./recorder/record-book.ts";
import { textOp } from "./recorder/text-op.ts";

type Ctx = CanvasRenderingContext2D;
const P = CanvasRenderingContext2D.prototype;
const { getTransform, measureText, getLineDash } = P;
const book = new RecordBook();
const contexts = new WeakMap<HTMLCanvasElement, Ctx>();
const path2d = new Path2DCalls();
path2d.install();

const matrixOf = (ctx: Ctx): Matrix => {
  const m = getTransform.call(ctx);
  return [m.a, m.b, m.c, m.d, m.e, m.f];
};

/** The segments a fill, stroke or clip uses: the context's own path, or a Path2D's at the current transform. */
function segmentsFor(ctx: Ctx, r: CanvasRecord, arg: unknown): Segment[] | null {
  if (!path2d.isPath(arg)) return r.path.slice();
  const d = path2d.segments(arg, matrixOf(ctx));
  if (!d) giveUp(r, "Path2D built from SVG path data or other paths");
  return d;
}

const colour = (value: unknown): string | null => (typeof value === "string" ? value : null);
const painted = (ctx: Ctx, r: CanvasRecord) => {
  if (ctx.globalCompositeOperation !== "source-over") giveUp(r, "blend mode " + ctx.globalCompositeOperation);
  if ((ctx.shadowBlur || ctx.shadowOffsetX || ctx.shadowOffsetY) && !/^rgba\(\d+, \d+, \d+, 0\)$/.test(ctx.shadowColor)) giveUp(r, "shadow");
  if (ctx.filter && ctx.filter !== "none") giveUp(r, "filter");
  return { alpha: ctx.globalAlpha, clip: r.clipTop };
};
const strokeStyle = (ctx: Ctx, m: Matrix) => {
  const s = scaleOf(m);
  return { width: ctx.lineWidth * s, cap: ctx.lineCap, join: ctx.lineJoin, miter: ctx.miterLimit, dash: getLineDash.call(ctx).map((v) => v * s), dashOffset: ctx.lineDashOffset * s };
};
const fillRule = (a: unknown[]): CanvasFillRule => (a[a.length - 1] === "evenodd" ? "evenodd" : "nonzero");
const rectPath = (ctx: Ctx, x: number, y: number, w: number, h: number) => {
  const s: PathState = { path: [], cur: null, start: null };
  rect(s, matrixOf(ctx), x, y, w, h);
  return s.path;
};

function text(ctx: Ctx, r: CanvasRecord, fill: boolean, a: unknown[]): void {
  const str = String(a[0]);
  const call = { fill, text: str, x: a[1] as number, y: a[2] as number, maxWidth: a[3] as number | undefined, paint: colour(fill ? ctx.fillStyle : ctx.strokeStyle) };
  const op = textOp(ctx, r, matrixOf(ctx), call, { metrics: () => measureText.call(ctx, str), painted: () => painted(ctx, r) });
  if (op) book.push(r, op);
}

/** Wraps a context method: `before` sees the call first (unless the canvas stopped being recorded). */
function wrap(name: keyof Ctx, before: (ctx: Ctx, r: CanvasRecord, args: unknown[]) => void): void {
  const methods = P as unknown as Record<string, (...args: unknown[]) => unknown>;
  const native = methods[name];
  if (typeof native !== "function") return;
  methods[name] = function (this: Ctx, ...args: unknown[]) {
    try {
      const r = book.of(this);
      if (!r.sticky) before(this, r, args);
    } catch {
      try {
        giveUp(book.of(this), "recorder error");
      } catch {
        // never into the page
      }
    }
    return native.apply(this, args);
  };
}

const n = (a: unknown[], i: number) => a[i] as number;
wrap("beginPath", (_, r) => Object.assign(r, { path: [], cur: null, start: null }));
wrap("moveTo", (c, r, a) => moveTo(r, matrixOf(c), n(a, 0), n(a, 1)));
wrap("lineTo", (c, r, a) => lineTo(r, matrixOf(c), n(a, 0), n(a, 1)));
wrap("closePath", (_, r) => closePath(r));
wrap("bezierCurveTo", (c, r, a) => bezier(r, matrixOf(c), n(a, 0), n(a, 1), n(a, 2), n(a, 3), n(a, 4), n(a, 5)));
wrap("quadraticCurveTo", (c, r, a) => quadratic(r, matrixOf(c), n(a, 0), n(a, 1), n(a, 2), n(a, 3)));
wrap("rect", (c, r, a) => rect(r, matrixOf(c), n(a, 0), n(a, 1), n(a, 2), n(a, 3)));
wrap("arc", (c, r, a) => ellipse(r, matrixOf(c), n(a, 0), n(a, 1), n(a, 2), n(a, 2), 0, n(a, 3), n(a, 4), !!a[5]));
wrap("ellipse", (c, r, a) => ellipse(r, matrixOf(c), n(a, 0), n(a, 1), n(a, 2), n(a, 3), n(a, 4), n(a, 5), n(a, 6), !!a[7]));
wrap("arcTo", (c, r, a) => arcTo(r, matrixOf(c), n(a, 0), n(a, 1), n(a, 2), n(a, 3), n(a, 4)));
wrap("roundRect", (_, r) => giveUp(r, "roundRect"));
wrap("fill", (c, r, a) => {
  const paint = colour(c.fillStyle);
  if (paint === null) return giveUp(r, "gradient or pattern fill");
  const d = segmentsFor(c, r, a[0]);
  const rule = fillRule(a);
  if (d) book.push(r, { k: "f", d, paint, rule, ...painted(c, r) });
});
wrap("stroke", (c, r, a) => {
  const paint = colour(c.strokeStyle);
  if (paint === null) return giveUp(r, "gradient or pattern stroke");
  const m = matrixOf(c);
  if (!similar(m)) return giveUp(r, "stroke under a skewing transform");
  const d = segmentsFor(c, r, a[0]);
  if (d) book.push(r, { k: "s", d, paint, ...strokeStyle(c, m), ...painted(c, r) });
});
wrap("clip", (c, r, a) => {
  const d = segmentsFor(c, r, a[0]);
  if (!d) return;
  if (r.clips.length >= MAX_OPS) {
    r.sticky = "too many clips";
    return giveUp(r, r.sticky);
  }
  r.clips.push({ d, rule: fillRule(a), parent: r.clipTop });
  r.clipTop = r.clips.length - 1;
});
wrap("save", (_, r) => void r.clipStack.push(r.clipTop));
wrap("restore", (_, r) => {
  if (r.clipStack.length) r.clipTop = r.clipStack.pop()!;
});
wrap("fillRect", (c, r, a) => {
  const paint = colour(c.fillStyle);
  if (paint === null) return giveUp(r, "gradient or pattern fill");
  book.push(r, { k: "f", d: rectPath(c, n(a, 0), n(a, 1), n(a, 2), n(a, 3)), paint, rule: "nonzero", ...painted(c, r) });
});
wrap("strokeRect", (c, r, a) => {
  const paint = colour(c.strokeStyle);
  if (paint === null) return giveUp(r, "gradient or pattern stroke");
  const m = matrixOf(c);
  if (!similar(m)) return giveUp(r, "stroke under a skewing transform");
  book.push(r, { k: "s", d: rectPath(c, n(a, 0), n(a, 1), n(a, 2), n(a, 3)), paint, ...strokeStyle(c, m), ...painted(c, r) });
});
wrap("clearRect", (c, r, a) => {
  const m = matrixOf(c), canvas = c.canvas;
  const [x, y, w, h] = [n(a, 0), n(a, 1), n(a, 2), n(a, 3)];
  const corners = [apply(m, x, y), apply(m, x + w, y), apply(m, x, y + h), apply(m, x + w, y + h)];
  const xs = corners.map((p) => p[0]), ys = corners.map((p) => p[1]);
  const whole = Math.min(...xs) <= 0 && Math.min(...ys) <= 0 && Math.max(...xs) >= canvas.width && Math.max(...ys) >= canvas.height;
  // Clearing all of it (outside any clip) starts a new drawing; clearing a part cannot be drawn as shapes.
  if (whole && r.clipTop < 0) {
    const keep = { clipTop: r.clipTop, clipStack: r.clipStack, clips: r.clips, path: r.path, cur: r.cur, start: r.start };
    book.reset(c);
    Object.assign(book.of(c), keep);
  } else giveUp(r, "part of the canvas cleared");
});
wrap("fillText", (c, r, a) => text(c, r, true, a));
wrap("strokeText", (c, r, a) => text(c, r, false, a));
wrap("drawImage", (_, r) => giveUp(r, "images drawn"));
wrap("putImageData", (_, r) => giveUp(r, "pixels written"));
wrap("reset", (c) => book.reset(c));

// Resizing the canvas clears it and its context state.
const CP = HTMLCanvasElement.prototype;
for (const prop of ["width", "height"] as const) {
  const desc = Object.getOwnPropertyDescriptor(CP, prop);
  if (!desc || !desc.set) continue;
  const set = desc.set;
  Object.defineProperty(CP, prop, {
    ...desc,
    set(this: HTMLCanvasElement, value: number) {
      set.call(this, value);
      try {
        const ctx = contexts.get(this);
        if (ctx) book.reset(ctx);
      } catch {
        // never into the page
      }
    },
  });
}
const getContext = CP.getContext as (this: HTMLCanvasElement, type: string, ...rest: unknown[]) => RenderingContext | null;
(CP as unknown as { getContext: typeof getContext }).getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
  const ctx = getContext.call(this, type, ...rest);
  try {
    if (type === "2d" && ctx) contexts.set(this, ctx as Ctx);
  } catch {
    // never into the page
  }
  return ctx;
};

// The one way in for serve-canvas-records.ts: a canvas's record, if it has a 2D context.
Object.defineProperty(window, Symbol.for(PAGE_SYMBOLS.recordOf), {
  value: (canvas: HTMLCanvasElement): CanvasRecord | null => {
    const ctx = contexts.get(canvas);
    return (ctx && book.peek(ctx)) || null;
  },
});
