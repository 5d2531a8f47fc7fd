import type { Page } from "puppeteer-core";
import { CANVAS_RECORDS_SCRIPT, RECORD_OF } from "./canvas-records.ts";

/**
 * Installed before the page's own scripts: every 2D canvas keeps a display list of what is on it since it was last
 * cleared whole (fills, strokes and text in canvas pixels, with the clip each was drawn under), so the capture can
 * turn a chart into vector shapes that the output redraws at any width (vector/). The page's calls all go through
 * unchanged; recording never throws into the page.
 *
 * What has no vector form here (images, pixel writes, gradients and patterns, shadows, filters, blend modes, skewed
 * text, a partial clear) marks the canvas `unsupported`, and the capture keeps its pixels instead. Arcs and ellipses
 * become cubic Béziers in canvas pixels, so every path is M/L/C/Q/Z and any transform has been applied.
 *
 * Runs in the page's main world (it must see the page's own contexts); what it hands over is untrusted and is
 * validated in Node (vector/display-list.ts). Reading the records is canvas-records.ts's job.
 */
/** Past this many drawing calls since the last clear a canvas is a game or an animation, not a chart: stop recording. */
export const MAX_OPS = 20_000;
/** All canvases of a page together: past this, the page's renderer would hold too much for us. */
const MAX_PAGE_OPS = 200_000;

export const CANVAS_RECORDER_SCRIPT = String.raw`(() => {
  const MAX_OPS = ${MAX_OPS}, MAX_PAGE_OPS = ${MAX_PAGE_OPS};
  let pageOps = 0;
  const P = CanvasRenderingContext2D.prototype;
  const getTransform = P.getTransform, measureText = P.measureText, getLineDash = P.getLineDash;
  const records = new WeakMap();
  const contexts = new WeakMap();
  const fresh = (sticky) => ({ ops: [], clips: [], path: [], cur: null, start: null, clipTop: -1, clipStack: [], unsupported: sticky || null, sticky: sticky || null, frame: 0 });
  const recordOf = (ctx) => {
    let r = records.get(ctx);
    if (!r) { r = fresh(null); records.set(ctx, r); }
    return r;
  };
  const reset = (ctx) => {
    const old = records.get(ctx);
    if (old) pageOps -= old.ops.length;
    const r = fresh(old && old.sticky);
    r.frame = old ? old.frame + 1 : 0;
    records.set(ctx, r);
  };
  const give = (r, reason) => { if (!r.unsupported) r.unsupported = reason; };

  // A transform of the canvas's user space: [a, b, c, d, e, f].
  const matrixOf = (ctx) => { const m = getTransform.call(ctx); return [m.a, m.b, m.c, m.d, m.e, m.f]; };
  const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  const scaleOf = (m) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  // Uniform scale and rotation (a reflection too): lines and text keep their shape.
  const similar = (m) => Math.abs(Math.hypot(m[0], m[1]) - Math.hypot(m[2], m[3])) < 1e-6 && Math.abs(m[0] * m[2] + m[1] * m[3]) < 1e-6;

  // Path building in canvas pixels: state is { path, cur, start } (the current point and the subpath's start).
  const moveTo = (s, m, x, y) => { const p = apply(m, x, y); s.path.push(["M", p[0], p[1]]); s.cur = p; s.start = p; };
  const lineTo = (s, m, x, y) => {
    const p = apply(m, x, y);
    if (!s.cur) { s.path.push(["M", p[0], p[1]]); s.start = p; } else s.path.push(["L", p[0], p[1]]);
    s.cur = p;
  };
  const ensure = (s, m, x, y) => { if (!s.cur) moveTo(s, m, x, y); };
  const closePath = (s) => { if (s.cur) { s.path.push(["Z"]); s.cur = s.start; } };
  const bezier = (s, m, a, b, c, d, x, y) => {
    ensure(s, m, a, b);
    const p1 = apply(m, a, b), p2 = apply(m, c, d), p = apply(m, x, y);
    s.path.push(["C", p1[0], p1[1], p2[0], p2[1], p[0], p[1]]);
    s.cur = p;
  };
  const quadratic = (s, m, a, b, x, y) => {
    ensure(s, m, a, b);
    const p1 = apply(m, a, b), p = apply(m, x, y);
    s.path.push(["Q", p1[0], p1[1], p[0], p[1]]);
    s.cur = p;
  };
  const rect = (s, m, x, y, w, h) => {
    moveTo(s, m, x, y); lineTo(s, m, x + w, y); lineTo(s, m, x + w, y + h); lineTo(s, m, x, y + h); closePath(s);
    // A rect leaves a new subpath at its corner.
    const p = apply(m, x, y); s.cur = p; s.start = p;
  };
  // The sweep as Chromium draws it (canvas_path.cc): a full turn when asked for one or more, and, where start and
  // end name the same point, a full turn in the asked direction (sites draw circles with arc(x, y, r, 0, 2π, true)).
  const TAU = Math.PI * 2;
  const sweepOf = (start, end, ccw) => {
    if (!ccw && end - start >= TAU) return TAU;
    if (ccw && start - end >= TAU) return -TAU;
    if (!ccw && start > end) return TAU - ((start - end) % TAU);
    if (ccw && start < end) return -(TAU - ((end - start) % TAU));
    return end - start;
  };
  const ellipse = (s, m, cx, cy, rx, ry, rot, start, end, ccw) => {
    if (rx < 0 || ry < 0) return;
    const cos = Math.cos(rot), sin = Math.sin(rot);
    const at = (t) => { const x = rx * Math.cos(t), y = ry * Math.sin(t); return [cx + x * cos - y * sin, cy + x * sin + y * cos]; };
    const tangent = (t) => { const x = -rx * Math.sin(t), y = ry * Math.cos(t); return [x * cos - y * sin, x * sin + y * cos]; };
    const sweep = sweepOf(start, end, ccw);
    const first = at(start);
    lineTo(s, m, first[0], first[1]);
    if (sweep === 0) return;
    // Quarter turns at most: a cubic per quarter is within 0.03 % of the radius.
    const n = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
    const step = sweep / n, k = (4 / 3) * Math.tan(step / 4);
    for (let i = 0; i < n; i++) {
      const t0 = start + i * step, t1 = t0 + step;
      const a = at(t0), b = at(t1), ta = tangent(t0), tb = tangent(t1);
      bezier(s, m, a[0] + k * ta[0], a[1] + k * ta[1], b[0] - k * tb[0], b[1] - k * tb[1], b[0], b[1]);
    }
  };
  const arcTo = (s, m, x1, y1, x2, y2, radius) => {
    if (!s.cur) { moveTo(s, m, x1, y1); return; }
    // The current point back in user space: arcTo's geometry is defined there.
    const det = m[0] * m[3] - m[1] * m[2];
    if (!det) return;
    const px = s.cur[0] - m[4], py = s.cur[1] - m[5];
    const x0 = (m[3] * px - m[2] * py) / det, y0 = (-m[1] * px + m[0] * py) / det;
    const l1 = Math.hypot(x0 - x1, y0 - y1), l2 = Math.hypot(x2 - x1, y2 - y1);
    if (!radius || !l1 || !l2) { lineTo(s, m, x1, y1); return; }
    const u1 = [(x0 - x1) / l1, (y0 - y1) / l1], u2 = [(x2 - x1) / l2, (y2 - y1) / l2];
    const cross = u1[0] * u2[1] - u1[1] * u2[0];
    if (Math.abs(cross) < 1e-9) { lineTo(s, m, x1, y1); return; }
    // The circle touching both lines: its centre on the bisector of the corner.
    const angle = Math.acos(Math.max(-1, Math.min(1, u1[0] * u2[0] + u1[1] * u2[1])));
    const tangent = radius / Math.tan(angle / 2), centre = radius / Math.sin(angle / 2);
    const bx = u1[0] + u2[0], by = u1[1] + u2[1], bl = Math.hypot(bx, by);
    const cx = x1 + (bx / bl) * centre, cy = y1 + (by / bl) * centre;
    const t1 = [x1 + u1[0] * tangent, y1 + u1[1] * tangent], t2 = [x1 + u2[0] * tangent, y1 + u2[1] * tangent];
    const a0 = Math.atan2(t1[1] - cy, t1[0] - cx), a1 = Math.atan2(t2[1] - cy, t2[0] - cx);
    let sweep = a1 - a0;
    while (sweep > Math.PI) sweep -= TAU;
    while (sweep <= -Math.PI) sweep += TAU;
    ellipse(s, m, cx, cy, radius, radius, 0, a0, a0 + sweep, sweep < 0);
  };

  // Path2D objects: their commands in their own user space, turned into pixels with the transform at use.
  const paths = new WeakMap();
  const NativePath = window.Path2D;
  if (NativePath) {
    window.Path2D = new Proxy(NativePath, {
      construct(target, args, newTarget) {
        const path = Reflect.construct(target, args, newTarget);
        try {
          const from = args[0];
          if (from === undefined) paths.set(path, []);
          else if (from instanceof NativePath && paths.has(from)) paths.set(path, paths.get(from).slice());
          else paths.set(path, null);
        } catch (e) {}
        return path;
      },
    });
    const PP = NativePath.prototype;
    for (const name of ["moveTo", "lineTo", "bezierCurveTo", "quadraticCurveTo", "arc", "arcTo", "ellipse", "rect", "closePath", "roundRect", "addPath"]) {
      const native = PP[name];
      if (typeof native !== "function") continue;
      PP[name] = function (...args) {
        try {
          const list = paths.get(this);
          if (list) {
            if (name === "roundRect" || name === "addPath") paths.set(this, null);
            else list.push([name, ...args]);
          }
        } catch (e) {}
        return native.apply(this, args);
      };
    }
  }
  const replay = (s, m, name, a) => {
    switch (name) {
      case "moveTo": return moveTo(s, m, a[0], a[1]);
      case "lineTo": return lineTo(s, m, a[0], a[1]);
      case "bezierCurveTo": return bezier(s, m, a[0], a[1], a[2], a[3], a[4], a[5]);
      case "quadraticCurveTo": return quadratic(s, m, a[0], a[1], a[2], a[3]);
      case "arc": return ellipse(s, m, a[0], a[1], a[2], a[2], 0, a[3], a[4], !!a[5]);
      case "ellipse": return ellipse(s, m, a[0], a[1], a[2], a[3], a[4], a[5], a[6], !!a[7]);
      case "arcTo": return arcTo(s, m, a[0], a[1], a[2], a[3], a[4]);
      case "rect": return rect(s, m, a[0], a[1], a[2], a[3]);
      case "closePath": return closePath(s);
    }
  };
  // The segments a fill, stroke or clip uses: the context's own path, or a Path2D's at the current transform.
  const segmentsFor = (ctx, r, arg) => {
    if (!(NativePath && arg instanceof NativePath)) return r.path.slice();
    const list = paths.get(arg);
    if (!list) { give(r, "Path2D built from SVG path data or other paths"); return null; }
    const s = { path: [], cur: null, start: null };
    const m = matrixOf(ctx);
    for (const [name, ...args] of list) replay(s, m, name, args);
    return s.path;
  };

  const colour = (value) => (typeof value === "string" ? value : null);
  const common = (ctx, r) => {
    if (ctx.globalCompositeOperation !== "source-over") give(r, "blend mode " + ctx.globalCompositeOperation);
    if ((ctx.shadowBlur || ctx.shadowOffsetX || ctx.shadowOffsetY) && !/^rgba\(\d+, \d+, \d+, 0\)$/.test(ctx.shadowColor)) give(r, "shadow");
    if (ctx.filter && ctx.filter !== "none") give(r, "filter");
    return { alpha: ctx.globalAlpha, clip: r.clipTop };
  };
  const push = (r, op) => {
    if (r.ops.length >= MAX_OPS || pageOps >= MAX_PAGE_OPS) { r.sticky = "too many drawing calls"; give(r, r.sticky); return; }
    r.ops.push(op);
    pageOps++;
  };
  const strokeStyle = (ctx, m) => {
    const s = scaleOf(m);
    return { width: ctx.lineWidth * s, cap: ctx.lineCap, join: ctx.lineJoin, miter: ctx.miterLimit, dash: getLineDash.call(ctx).map((v) => v * s), dashOffset: ctx.lineDashOffset * s };
  };
  const text = (ctx, r, fill, str, x, y, maxWidth) => {
    const paint = colour(fill ? ctx.fillStyle : ctx.strokeStyle);
    if (paint === null) return give(r, "gradient or pattern text");
    const m = matrixOf(ctx);
    if (!similar(m)) return give(r, "skewed text");
    const metrics = measureText.call(ctx, String(str));
    if (maxWidth !== undefined && metrics.width > maxWidth) return give(r, "text squeezed to a width");
    // Chromium draws canvas text with the canvas element's own direction and letter and word spacing.
    if (r.css === undefined) {
      const cs = ctx.canvas && ctx.canvas.isConnected ? getComputedStyle(ctx.canvas) : null;
      r.css = { direction: cs ? cs.direction : "ltr", letterSpacing: cs ? cs.letterSpacing : "normal", wordSpacing: cs ? cs.wordSpacing : "0px" };
    }
    const dir = ctx.direction === "inherit" ? r.css.direction : ctx.direction;
    if (dir === "rtl") return give(r, "right-to-left text");
    if ((ctx.letterSpacing && ctx.letterSpacing !== "0px") || (ctx.wordSpacing && ctx.wordSpacing !== "0px")) return give(r, "letter spacing");
    if ((ctx.fontKerning && ctx.fontKerning !== "auto") || (ctx.fontStretch && ctx.fontStretch !== "normal") || (ctx.fontVariantCaps && ctx.fontVariantCaps !== "normal")) return give(r, "font settings");
    const align = ctx.textAlign;
    const share = align === "center" ? 0.5 : align === "right" || align === "end" ? 1 : 0;
    // The left end of the alphabetic baseline, whatever the alignment and baseline asked for.
    const p = apply(m, x - metrics.width * share, y - metrics.alphabeticBaseline);
    const spacing = { letterSpacing: r.css.letterSpacing, wordSpacing: r.css.wordSpacing };
    push(r, { k: "t", fill, text: String(str).replace(/[\t\n\f\r]/g, " "), x: p[0], y: p[1], angle: Math.atan2(m[1], m[0]), scale: Math.hypot(m[0], m[1]), font: ctx.font, ...spacing, paint, width: fill ? 0 : ctx.lineWidth * scaleOf(m), ...common(ctx, r) });
  };

  const wrap = (name, before) => {
    const native = P[name];
    if (typeof native !== "function") return;
    P[name] = function (...args) {
      try {
        const r = recordOf(this);
        if (!r.sticky) before.call(this, r, args);
      } catch (e) {
        try { give(recordOf(this), "recorder error"); } catch (e2) {}
      }
      return native.apply(this, args);
    };
  };
  wrap("beginPath", (r) => { r.path = []; r.cur = null; r.start = null; });
  wrap("moveTo", function (r, a) { moveTo(r, matrixOf(this), a[0], a[1]); });
  wrap("lineTo", function (r, a) { lineTo(r, matrixOf(this), a[0], a[1]); });
  wrap("closePath", (r) => closePath(r));
  wrap("bezierCurveTo", function (r, a) { bezier(r, matrixOf(this), a[0], a[1], a[2], a[3], a[4], a[5]); });
  wrap("quadraticCurveTo", function (r, a) { quadratic(r, matrixOf(this), a[0], a[1], a[2], a[3]); });
  wrap("rect", function (r, a) { rect(r, matrixOf(this), a[0], a[1], a[2], a[3]); });
  wrap("arc", function (r, a) { ellipse(r, matrixOf(this), a[0], a[1], a[2], a[2], 0, a[3], a[4], !!a[5]); });
  wrap("ellipse", function (r, a) { ellipse(r, matrixOf(this), a[0], a[1], a[2], a[3], a[4], a[5], a[6], !!a[7]); });
  wrap("arcTo", function (r, a) { arcTo(r, matrixOf(this), a[0], a[1], a[2], a[3], a[4]); });
  wrap("roundRect", (r) => give(r, "roundRect"));
  wrap("fill", function (r, a) {
    const paint = colour(this.fillStyle);
    if (paint === null) return give(r, "gradient or pattern fill");
    const d = segmentsFor(this, r, a[0]);
    const rule = a[a.length - 1] === "evenodd" ? "evenodd" : "nonzero";
    if (d) push(r, { k: "f", d, paint, rule, ...common(this, r) });
  });
  wrap("stroke", function (r, a) {
    const paint = colour(this.strokeStyle);
    if (paint === null) return give(r, "gradient or pattern stroke");
    const m = matrixOf(this);
    if (!similar(m)) return give(r, "stroke under a skewing transform");
    const d = segmentsFor(this, r, a[0]);
    if (d) push(r, { k: "s", d, paint, ...strokeStyle(this, m), ...common(this, r) });
  });
  wrap("clip", function (r, a) {
    const d = segmentsFor(this, r, a[0]);
    if (!d) return;
    const rule = a[a.length - 1] === "evenodd" ? "evenodd" : "nonzero";
    if (r.clips.length >= MAX_OPS) { r.sticky = "too many clips"; return give(r, r.sticky); }
    r.clips.push({ d, rule, parent: r.clipTop });
    r.clipTop = r.clips.length - 1;
  });
  wrap("save", (r) => { r.clipStack.push(r.clipTop); });
  wrap("restore", (r) => { if (r.clipStack.length) r.clipTop = r.clipStack.pop(); });
  const rectOp = (ctx, r, x, y, w, h) => { const s = { path: [], cur: null, start: null }; rect(s, matrixOf(ctx), x, y, w, h); return s.path; };
  wrap("fillRect", function (r, a) {
    const paint = colour(this.fillStyle);
    if (paint === null) return give(r, "gradient or pattern fill");
    push(r, { k: "f", d: rectOp(this, r, a[0], a[1], a[2], a[3]), paint, rule: "nonzero", ...common(this, r) });
  });
  wrap("strokeRect", function (r, a) {
    const paint = colour(this.strokeStyle);
    if (paint === null) return give(r, "gradient or pattern stroke");
    const m = matrixOf(this);
    if (!similar(m)) return give(r, "stroke under a skewing transform");
    push(r, { k: "s", d: rectOp(this, r, a[0], a[1], a[2], a[3]), paint, ...strokeStyle(this, m), ...common(this, r) });
  });
  wrap("clearRect", function (r, a) {
    const m = matrixOf(this), c = this.canvas;
    const corners = [apply(m, a[0], a[1]), apply(m, a[0] + a[2], a[1]), apply(m, a[0], a[1] + a[3]), apply(m, a[0] + a[2], a[1] + a[3])];
    const xs = corners.map((p) => p[0]), ys = corners.map((p) => p[1]);
    const whole = Math.min(...xs) <= 0 && Math.min(...ys) <= 0 && Math.max(...xs) >= c.width && Math.max(...ys) >= c.height;
    // Clearing all of it (outside any clip) starts a new drawing; clearing a part cannot be drawn as shapes.
    if (whole && r.clipTop < 0) {
      const keep = { clipTop: r.clipTop, clipStack: r.clipStack, clips: r.clips, path: r.path, cur: r.cur, start: r.start };
      reset(this);
      Object.assign(recordOf(this), keep);
    } else give(r, "part of the canvas cleared");
  });
  wrap("fillText", function (r, a) { text(this, r, true, a[0], a[1], a[2], a[3]); });
  wrap("strokeText", function (r, a) { text(this, r, false, a[0], a[1], a[2], a[3]); });
  wrap("drawImage", (r) => give(r, "images drawn"));
  wrap("putImageData", (r) => give(r, "pixels written"));
  wrap("reset", function () { reset(this); });

  // Resizing the canvas clears it and its context state.
  const CP = HTMLCanvasElement.prototype;
  for (const prop of ["width", "height"]) {
    const desc = Object.getOwnPropertyDescriptor(CP, prop);
    if (!desc || !desc.set) continue;
    Object.defineProperty(CP, prop, {
      ...desc,
      set(value) {
        desc.set.call(this, value);
        try { const ctx = contexts.get(this); if (ctx) reset(ctx); } catch (e) {}
      },
    });
  }
  const getContext = CP.getContext;
  CP.getContext = function (type, ...rest) {
    const ctx = getContext.call(this, type, ...rest);
    try { if (type === "2d" && ctx) contexts.set(this, ctx); } catch (e) {}
    return ctx;
  };

  // The one way in for canvas-records.ts: a canvas's record, if it has a 2D context.
  Object.defineProperty(window, Symbol.for(${JSON.stringify(RECORD_OF)}), {
    value: (canvas) => {
      const ctx = contexts.get(canvas);
      return (ctx && records.get(ctx)) || null;
    },
  });
})();`;

/** The recorder, then the services that read it (canvas-records.ts), both before the page's own scripts run. */
export async function installCanvasRecorder(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(CANVAS_RECORDER_SCRIPT);
  await page.evaluateOnNewDocument(CANVAS_RECORDS_SCRIPT);
}
