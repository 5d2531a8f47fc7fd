/**
 * Path building in canvas pixels, as the recorder follows a context's path calls: every point goes through the
 * transform current at the call, arcs and ellipses become cubic Béziers, so a path is only M/L/C/Q/Z.
 */

/** A transform of the canvas's user space: [a, b, c, d, e, f]. */
export type Matrix = [number, number, number, number, number, number];
export type Point = [number, number];
export type Segment = ["M", number, number] | ["L", number, number] | ["C", number, number, number, number, number, number] | ["Q", number, number, number, number] | ["Z"];

/** A path being built: its segments, the current point and the start of the current subpath. */
export interface PathState {
  path: Segment[];
  cur: Point | null;
  start: Point | null;
}

export const emptyPath = (): PathState => ({ path: [], cur: null, start: null });

export const apply = (m: Matrix, x: number, y: number): Point => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
export const scaleOf = (m: Matrix): number => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
/** Uniform scale and rotation (a reflection too): lines and text keep their shape. */
export const similar = (m: Matrix): boolean => Math.abs(Math.hypot(m[0], m[1]) - Math.hypot(m[2], m[3])) < 1e-6 && Math.abs(m[0] * m[2] + m[1] * m[3]) < 1e-6;

export function moveTo(s: PathState, m: Matrix, x: number, y: number): void {
  const p = apply(m, x, y);
  s.path.push(["M", p[0], p[1]]);
  s.cur = p;
  s.start = p;
}

export function lineTo(s: PathState, m: Matrix, x: number, y: number): void {
  const p = apply(m, x, y);
  if (!s.cur) {
    s.path.push(["M", p[0], p[1]]);
    s.start = p;
  } else s.path.push(["L", p[0], p[1]]);
  s.cur = p;
}

const ensure = (s: PathState, m: Matrix, x: number, y: number) => {
  if (!s.cur) moveTo(s, m, x, y);
};

export function closePath(s: PathState): void {
  if (s.cur) {
    s.path.push(["Z"]);
    s.cur = s.start;
  }
}

export function bezier(s: PathState, m: Matrix, a: number, b: number, c: number, d: number, x: number, y: number): void {
  ensure(s, m, a, b);
  const p1 = apply(m, a, b), p2 = apply(m, c, d), p = apply(m, x, y);
  s.path.push(["C", p1[0], p1[1], p2[0], p2[1], p[0], p[1]]);
  s.cur = p;
}

export function quadratic(s: PathState, m: Matrix, a: number, b: number, x: number, y: number): void {
  ensure(s, m, a, b);
  const p1 = apply(m, a, b), p = apply(m, x, y);
  s.path.push(["Q", p1[0], p1[1], p[0], p[1]]);
  s.cur = p;
}

export function rect(s: PathState, m: Matrix, x: number, y: number, w: number, h: number): void {
  moveTo(s, m, x, y);
  lineTo(s, m, x + w, y);
  lineTo(s, m, x + w, y + h);
  lineTo(s, m, x, y + h);
  closePath(s);
  // A rect leaves a new subpath at its corner.
  const p = apply(m, x, y);
  s.cur = p;
  s.start = p;
}

const TAU = Math.PI * 2;

/**
 * The sweep as Chromium draws it (canvas_path.cc): a full turn when asked for one or more, and, where start and end
 * name the same point, a full turn in the asked direction (sites draw circles with arc(x, y, r, 0, 2π, true)).
 */
function sweepOf(start: number, end: number, ccw: boolean): number {
  if (!ccw && end - start >= TAU) return TAU;
  if (ccw && start - end >= TAU) return -TAU;
  if (!ccw && start > end) return TAU - ((start - end) % TAU);
  if (ccw && start < end) return -(TAU - ((end - start) % TAU));
  return end - start;
}

export function ellipse(s: PathState, m: Matrix, cx: number, cy: number, rx: number, ry: number, rot: number, start: number, end: number, ccw: boolean): void {
  if (rx < 0 || ry < 0) return;
  const cos = Math.cos(rot), sin = Math.sin(rot);
  const at = (t: number): Point => {
    const x = rx * Math.cos(t), y = ry * Math.sin(t);
    return [cx + x * cos - y * sin, cy + x * sin + y * cos];
  };
  const tangent = (t: number): Point => {
    const x = -rx * Math.sin(t), y = ry * Math.cos(t);
    return [x * cos - y * sin, x * sin + y * cos];
  };
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
}

export function arcTo(s: PathState, m: Matrix, x1: number, y1: number, x2: number, y2: number, radius: number): void {
  if (!s.cur) {
    moveTo(s, m, x1, y1);
    return;
  }
  // The current point back in user space: arcTo's geometry is defined there.
  const det = m[0] * m[3] - m[1] * m[2];
  if (!det) return;
  const px = s.cur[0] - m[4], py = s.cur[1] - m[5];
  const x0 = (m[3] * px - m[2] * py) / det, y0 = (-m[1] * px + m[0] * py) / det;
  const l1 = Math.hypot(x0 - x1, y0 - y1), l2 = Math.hypot(x2 - x1, y2 - y1);
  if (!radius || !l1 || !l2) {
    lineTo(s, m, x1, y1);
    return;
  }
  const u1 = [(x0 - x1) / l1, (y0 - y1) / l1], u2 = [(x2 - x1) / l2, (y2 - y1) / l2];
  const cross = u1[0] * u2[1] - u1[1] * u2[0];
  if (Math.abs(cross) < 1e-9) {
    lineTo(s, m, x1, y1);
    return;
  }
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
}

/** One path call with its arguments, as recorded for a Path2D. */
export type PathCall = [string, ...number[]];

/** Replays a recorded path call onto `s` at the transform `m`. */
export function replay(s: PathState, m: Matrix, name: string, a: number[]): void {
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
}
