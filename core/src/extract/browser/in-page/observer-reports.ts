/**
 * Whether the page's ResizeObservers and IntersectionObservers will report at the next frame (watch-pending.ts): an
 * observer reports only when what it watches changed since its last report, so each report is noted as it is
 * delivered, and the question compares every watched target as it stands now with what was last reported of it. An
 * IntersectionObserver's report depends on the target's box against the viewport (a scrollspy's sections, a lazy
 * image); a ResizeObserver's on the target's size. Where this cannot be told from boxes alone (a scrolling root or a
 * clipping ancestor, a box near a threshold, a transform, an SVG), the answer is "will report": a frame is waited for.
 */

/** Past this many watched targets, the answer is "will report" without reading them. */
const MAX_TARGETS = 200;
/** Closer than this to an edge or a threshold, a target's state is not told from its box. */
const EDGE_PX = 1;
const RATIO_SLACK = 0.01;

interface Watch {
  kind: "intersection" | "resize";
  observer: IntersectionObserver | ResizeObserver;
  /** Targets and, for a ResizeObserver, the box each is watched by. */
  targets: Map<Element, string>;
  /** What was last reported of each target (its state as reportedState() spells it). */
  last: Map<Element, string>;
}

/** Every observer's watch, and the watches with a target (an observer watching nothing never reports). */
const watches = new WeakMap<object, Watch>();
const active = new Set<Watch>();
let fresh = false;

type Callback = (this: unknown, entries: unknown[], observer: unknown) => unknown;
type Method = (this: unknown, ...args: unknown[]) => unknown;

function thresholdIndex(ratio: number, thresholds: readonly number[]): number {
  const index = thresholds.findIndex((t) => t > ratio);
  return index < 0 ? thresholds.length : index;
}

function px(value: string): number {
  return parseFloat(value) || 0;
}

/** The root margin's four sides in pixels, against the viewport. */
function margins(observer: IntersectionObserver, width: number, height: number): number[] {
  const parts = observer.rootMargin.trim().split(/\s+/);
  const sides = [parts[0], parts[1] ?? parts[0], parts[2] ?? parts[0], parts[3] ?? parts[1] ?? parts[0]];
  return sides.map((s, i) => (s.endsWith("%") ? (parseFloat(s) / 100) * (i % 2 ? width : height) : parseFloat(s) || 0));
}

/** No ancestor up to the document clips the target (a clip would need the browser's own geometry). */
function unclipped(el: Element): boolean {
  for (let node = el.parentElement; node && node !== document.body && node !== document.documentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX !== "visible" || style.overflowY !== "visible") return false;
  }
  return true;
}

/** The intersection state the next frame computes for `el`, or null when it cannot be told from boxes. */
function intersectionNow(observer: IntersectionObserver, el: Element): string | null {
  if (observer.root && !(observer.root instanceof Document)) return null;
  if (!el.isConnected || !el.getClientRects().length) return `false:${thresholdIndex(0, observer.thresholds)}`;
  if (!unclipped(el)) return null;
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  // A scrollbar's width is between the two measures of the viewport: a box that near its edge is not told.
  const slack = Math.max(window.innerWidth - width, window.innerHeight - height, 0) + EDGE_PX;
  const [top, right, bottom, left] = margins(observer, width, height);
  const root = { top: -top, left: -left, right: width + right, bottom: height + bottom };
  const box = el.getBoundingClientRect();
  const x = Math.min(box.right, root.right) - Math.max(box.left, root.left);
  const y = Math.min(box.bottom, root.bottom) - Math.max(box.top, root.top);
  const near = (edge: number) => Math.abs(edge) <= slack;
  if (near(x) || near(y)) return null;
  const intersecting = x >= 0 && y >= 0;
  const area = box.width * box.height;
  const ratio = !intersecting ? 0 : area > 0 ? (x * y) / area : 1;
  if (observer.thresholds.some((t) => t > 0 && Math.abs(t - ratio) < RATIO_SLACK && !(t === 1 && ratio === 1))) return null;
  return `${intersecting}:${thresholdIndex(ratio, observer.thresholds)}`;
}

/** The size a ResizeObserver watching `el` by `box` reports next, or null when it cannot be told from boxes. */
function sizeNow(el: Element, box: string): string | null {
  if (!(el instanceof HTMLElement)) return null;
  if (!el.isConnected || !el.getClientRects().length) return "0x0";
  const style = getComputedStyle(el);
  if (style.transform !== "none" || box === "device-pixel-content-box") return null;
  const rect = el.getBoundingClientRect();
  let w = rect.width;
  let h = rect.height;
  if (box !== "border-box") {
    w -= px(style.borderLeftWidth) + px(style.borderRightWidth) + px(style.paddingLeft) + px(style.paddingRight);
    h -= px(style.borderTopWidth) + px(style.borderBottomWidth) + px(style.paddingTop) + px(style.paddingBottom);
  }
  return `${Math.round(Math.max(0, w))}x${Math.round(Math.max(0, h))}`;
}

/** What a delivered entry says of its target, spelled as intersectionNow() and sizeNow() spell it. */
function reportedState(watch: Watch, entry: IntersectionObserverEntry | ResizeObserverEntry): string {
  if (watch.kind === "intersection") {
    const e = entry as IntersectionObserverEntry;
    return `${e.isIntersecting}:${thresholdIndex(e.intersectionRatio, (watch.observer as IntersectionObserver).thresholds)}`;
  }
  const e = entry as ResizeObserverEntry;
  const sizes = watch.targets.get(e.target) === "border-box" ? e.borderBoxSize : e.contentBoxSize;
  const size = sizes?.[0];
  // Rounded alike on both sides: a fraction of a pixel apart reads the same (a change that small is not told).
  return size ? `${Math.round(size.inlineSize)}x${Math.round(size.blockSize)}` : `${Math.round(e.contentRect.width)}x${Math.round(e.contentRect.height)}`;
}

/**
 * Targets whose state differed from their last report at the previous question about a due report, by that state;
 * and the targets whose report did not come for a frame after that: these boxes do not tell (an inline box, a clip
 * missed), so they count as "maybe" until they report or their state changes again.
 */
let due = new Map<Element, string>();
const doubted = new WeakMap<Element, string>();

/**
 * Whether some observer will report at the next frame: "yes" when a target's state now differs from what was last
 * reported of it (or a target was never reported), "maybe" when it cannot be told, "no" otherwise. `asking`: the
 * question is whether a report is due after a frame went by without it (settle-checks.ts); a target asked about
 * twice in the same state is doubted from then on.
 */
export function observersWillReport(asking = false): "yes" | "maybe" | "no" {
  let answer: "yes" | "maybe" | "no" = fresh ? "maybe" : "no";
  let count = 0;
  const mismatched = new Map<Element, string>();
  for (const watch of active) {
    for (const [el, box] of watch.targets) {
      if (++count > MAX_TARGETS) return "maybe";
      const now = watch.kind === "intersection" ? intersectionNow(watch.observer as IntersectionObserver, el) : sizeNow(el, box);
      // A ResizeObserver makes no first report of a target without a size (Chromium starts from 0x0).
      const last = watch.last.get(el) ?? (watch.kind === "resize" ? "0x0" : undefined);
      if (now === null || doubted.get(el) === now) {
        if (answer === "no") answer = "maybe";
      } else if (now !== last) {
        if (asking && due.get(el) === now) {
          doubted.set(el, now);
          if (answer === "no") answer = "maybe";
        } else {
          mismatched.set(el, now);
          answer = "yes";
        }
      }
    }
  }
  if (asking) due = mismatched;
  return answer;
}

/** Whether an observer started watching since the frame that makes its first reports. */
export function observerStarted(): boolean {
  return fresh;
}

/** Wraps both observers: each report is noted before the page's callback sees it. `raf` and `setT`: the originals. */
export function watchObserverReports(raf: (cb: () => void) => number, setT: (cb: () => void, ms: number) => number): void {
  for (const kind of ["intersection", "resize"] as const) {
    const name = kind === "intersection" ? "IntersectionObserver" : "ResizeObserver";
    const slots = globalThis as unknown as Record<string, unknown>;
    const ctor = slots[name] as (new (cb: Callback, options?: unknown) => IntersectionObserver | ResizeObserver) | undefined;
    if (typeof ctor !== "function") continue;
    slots[name] = new Proxy(ctor, {
      construct(target, args: unknown[], newTarget) {
        const callback = args[0] as Callback;
        let watch: Watch | null = null;
        const noted: Callback = function (entries, observer) {
          for (const entry of (watch ? entries : []) as (IntersectionObserverEntry | ResizeObserverEntry)[]) {
            watch!.last.set(entry.target, reportedState(watch!, entry));
            doubted.delete(entry.target);
          }
          return typeof callback === "function" ? callback.call(this, entries, observer) : undefined;
        };
        const observer = Reflect.construct(target, [noted, ...args.slice(1)], newTarget) as IntersectionObserver | ResizeObserver;
        watch = { kind, observer, targets: new Map(), last: new Map() };
        watches.set(observer, watch);
        return observer;
      },
    });
    const proto = ctor.prototype as { observe: Method; unobserve: Method; disconnect: Method };
    const { observe, unobserve, disconnect } = proto;
    proto.observe = function (...args) {
      const watch = watches.get(this as object);
      const [target, options] = args as [Element, { box?: string } | undefined];
      if (watch && target instanceof Element) {
        watch.targets.set(target, options?.box ?? "content-box");
        watch.last.delete(target);
        active.add(watch);
      }
      if (!fresh) {
        fresh = true;
        // Cleared once the frame that delivers the first reports has run (a timer queued from inside that frame).
        raf(() => void setT(() => void (fresh = false), 0));
      }
      return observe.apply(this, args);
    };
    proto.unobserve = function (...args) {
      const watch = watches.get(this as object);
      watch?.targets.delete(args[0] as Element);
      watch?.last.delete(args[0] as Element);
      if (watch && !watch.targets.size) active.delete(watch);
      return unobserve.apply(this, args);
    };
    proto.disconnect = function (...args) {
      const watch = watches.get(this as object);
      watch?.targets.clear();
      watch?.last.clear();
      if (watch) active.delete(watch);
      return disconnect.apply(this, args);
    };
  }
}
