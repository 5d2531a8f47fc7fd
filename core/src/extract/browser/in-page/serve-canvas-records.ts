/**
 * Reading what the canvas recorder (record-canvases.ts) kept: each stamped canvas's display list with its box, the
 * wait for charts to redraw after a resize, and which canvases animate on their own. Installed in the page's main
 * world beside the recorder, before the page's scripts, so the natives used here are the browser's own; what these
 * return is still untrusted (vector/display-list.ts checks it).
 */
import { PAGE_SYMBOLS, type SymbolSlots } from "./page-names.ts";
import type { CanvasRecord } from "./recorder/record-book.ts";

const recordOf = (window as unknown as SymbolSlots)[Symbol.for(PAGE_SYMBOLS.recordOf)] as ((canvas: Element) => CanvasRecord | null) | undefined;

if (typeof recordOf === "function") install(recordOf);

function install(recordOf: (canvas: Element) => CanvasRecord | null): void {
  const stringify = JSON.stringify, all = Document.prototype.querySelectorAll, getAttr = Element.prototype.getAttribute;
  const rectOf = Element.prototype.getBoundingClientRect, styleOf = window.getComputedStyle;
  const raf = window.requestAnimationFrame.bind(window), setTimer = window.setTimeout.bind(window);
  const canvases = (stampAttr: string) => all.call(document, "canvas[" + stampAttr + "]") as NodeListOf<HTMLCanvasElement>;
  const define = (name: string, value: unknown) => Object.defineProperty(window, Symbol.for(name), { value });

  const px = (v: string) => parseFloat(v) || 0;
  const parentContentWidth = (canvas: HTMLCanvasElement) => {
    const parent = canvas.parentElement;
    if (!parent) return null;
    const cs = styleOf(parent);
    return parent.clientWidth - px(cs.paddingLeft) - px(cs.paddingRight);
  };

  // After a resize: resolves once the canvases in `sized` have bitmaps sized to their boxes again, those in `filling`
  // (a chart sized to its parent) fill their parent again, and no recorded canvas has redrawn for two frames; or
  // after maxFrames frames. A chart hears of a resize a frame late and redraws a frame after that: the bound is in
  // frames, so a busy machine (fewer frames a second) waits as many of the page's frames as an idle one. The clock
  // (maxMs) only ends the wait of a document that stops running frames (on its way out).
  define(PAGE_SYMBOLS.redrawn, (stampAttr: string, sized: string[], filling: string[], maxFrames: number, maxMs: number) =>
    new Promise((resolve) => {
      const started = performance.now();
      let frames = 0, quiet = 0, last = "";
      const state = () => {
        let ready = true;
        const parts: string[] = [];
        for (const canvas of canvases(stampAttr)) {
          const stamp = getAttr.call(canvas, stampAttr) ?? "";
          const r = recordOf(canvas);
          if (!r || !sized.includes(stamp)) continue;
          parts.push(stamp + ":" + r.frame + "/" + r.ops.length + ":" + canvas.width + "x" + canvas.height);
          const box = rectOf.call(canvas);
          if (box.width < 1 || box.height < 1) continue;
          const density = Math.max(1, Math.round(canvas.width / box.width));
          if (Math.abs(canvas.width - box.width * density) > 3 * density || Math.abs(canvas.height - box.height * density) > 3 * density) ready = false;
          const parent = filling.includes(stamp) ? parentContentWidth(canvas) : null;
          if (parent !== null && Math.abs(parent - box.width) > 1.5) ready = false;
        }
        return { ready, signature: parts.join("|") };
      };
      const tick = () => {
        frames++;
        const { ready, signature } = state();
        quiet = ready && signature === last ? quiet + 1 : 0;
        last = signature;
        if ((quiet >= 1 && frames >= 2) || frames >= maxFrames || performance.now() - started > maxMs) resolve(undefined);
        else next();
      };
      // Checked at the end of each frame, after the page's own animation-frame callbacks (a chart's redraw) ran.
      const next = () => raf(() => setTimer(tick, 0));
      next();
      // A document that stops running frames (on its way out) still ends the wait.
      setTimer(() => resolve(undefined), maxMs + 100);
    }),
  );

  // Canvases that redraw on their own (an animation, a game): their frame counters, now and once both ms and
  // minFrames animation frames have passed. An animation draws in frames: a window of the clock in which a busy
  // machine ran no frame would show a chart still animating in as at rest. maxMs ends the wait of a document that
  // stops running frames.
  define(PAGE_SYMBOLS.animated, (stampAttr: string, ms: number, minFrames: number, maxMs: number) => {
    const frames = () => {
      const out = new Map<string, string>();
      for (const canvas of canvases(stampAttr)) {
        const r = recordOf(canvas);
        if (r) out.set(getAttr.call(canvas, stampAttr) ?? "", r.frame + "/" + r.ops.length);
      }
      return out;
    };
    const before = frames();
    const started = performance.now();
    return new Promise((resolve) => {
      let done = false, seen = 0;
      const end = () => {
        if (done) return;
        done = true;
        const after = frames();
        resolve([...after].filter(([stamp, f]) => before.get(stamp) !== f).map(([stamp]) => stamp));
      };
      const tick = () => {
        seen++;
        const elapsed = performance.now() - started;
        if ((elapsed >= ms && seen >= minFrames) || elapsed > maxMs) end();
        else if (!done) raf(() => setTimer(tick, 0));
      };
      raf(() => setTimer(tick, 0));
      setTimer(end, maxMs + 100);
    });
  });

  // The reader: every stamped canvas's display list with its content box (CSS px) and bitmap size, as JSON.
  define(PAGE_SYMBOLS.records, (stampAttr: string, maxBytes: number) => {
    const out = [];
    for (const canvas of canvases(stampAttr)) {
      const r = recordOf(canvas);
      if (!r) continue;
      const box = rectOf.call(canvas), cs = styleOf(canvas);
      const left = box.left + px(cs.borderLeftWidth) + px(cs.paddingLeft), top = box.top + px(cs.borderTopWidth) + px(cs.paddingTop);
      const w = box.width - px(cs.borderLeftWidth) - px(cs.paddingLeft) - px(cs.borderRightWidth) - px(cs.paddingRight);
      const h = box.height - px(cs.borderTopWidth) - px(cs.paddingTop) - px(cs.borderBottomWidth) - px(cs.paddingBottom);
      // The whole pixels the content box covers once Chromium snaps its edges (it stretches the bitmap over them):
      // from the box's full-precision edges here, where the capture's box snapshot keeps a tenth of a px.
      const snapped = { w: Math.round(left + w) - Math.round(left), h: Math.round(top + h) - Math.round(top) };
      out.push({
        stamp: getAttr.call(canvas, stampAttr),
        box: { w, h },
        snapped,
        parentWidth: parentContentWidth(canvas),
        pixels: { w: canvas.width, h: canvas.height },
        frame: r.frame,
        unsupported: r.unsupported,
        ops: r.unsupported ? [] : r.ops,
        clips: r.unsupported ? [] : r.clips,
      });
    }
    const json = stringify(out);
    return json.length > maxBytes ? stringify(out.map((c) => ({ ...c, ops: [], clips: [], unsupported: c.unsupported || "drawing too large" }))) : json;
  });
}
