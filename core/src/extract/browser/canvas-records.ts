import type { Page } from "puppeteer-core";

/**
 * Reading what the canvas recorder (canvas-recorder.ts) kept, from Node: each stamped canvas's display list with its
 * box, the wait for charts to redraw after a resize, and which canvases animate on their own. The services run in the
 * page's main world beside the recorder and are installed with it, before the page's scripts, so the natives they
 * use are the browser's own; what they return is still untrusted (vector/display-list.ts checks it).
 */

/** The page-world name under which the recorder hands a canvas's record to these services. */
export const RECORD_OF = "layoutlift.canvasRecordOf";

const SERVICES = {
  records: "layoutlift.canvasRecords",
  redrawn: "layoutlift.canvasRedrawn",
  animated: "layoutlift.canvasAnimated",
} as const;

export const CANVAS_RECORDS_SCRIPT = String.raw`(() => {
  const recordOf = window[Symbol.for(${JSON.stringify(RECORD_OF)})];
  if (typeof recordOf !== "function") return;
  const stringify = JSON.stringify, all = Document.prototype.querySelectorAll, getAttr = Element.prototype.getAttribute;
  const rectOf = Element.prototype.getBoundingClientRect, styleOf = window.getComputedStyle;

  const px = (v) => parseFloat(v) || 0;
  const parentContentWidth = (canvas) => {
    const parent = canvas.parentElement;
    if (!parent) return null;
    const cs = styleOf(parent);
    return parent.clientWidth - px(cs.paddingLeft) - px(cs.paddingRight);
  };

  // After a resize: resolves once the canvases in \`sized\` have bitmaps sized to their boxes again, those in \`filling\`
  // (a chart sized to its parent) fill their parent again, and no recorded canvas has redrawn for two frames; or
  // after maxMs. A chart hears of a resize a frame late and redraws a frame after that.
  const raf = window.requestAnimationFrame.bind(window), setTimer = window.setTimeout.bind(window);
  Object.defineProperty(window, Symbol.for(${JSON.stringify(SERVICES.redrawn)}), {
    value: (stampAttr, sized, filling, maxMs) => new Promise((resolve) => {
      const started = performance.now();
      let frames = 0, quiet = 0, last = "";
      const state = () => {
        let ready = true;
        const parts = [];
        for (const canvas of all.call(document, "canvas[" + stampAttr + "]")) {
          const stamp = getAttr.call(canvas, stampAttr);
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
        if ((quiet >= 1 && frames >= 2) || performance.now() - started > maxMs) resolve(undefined);
        else next();
      };
      // Checked at the end of each frame, after the page's own animation-frame callbacks (a chart's redraw) ran.
      const next = () => raf(() => setTimer(tick, 0));
      next();
      // A document that stops running frames (on its way out) still ends the wait.
      setTimer(() => resolve(undefined), maxMs + 100);
    }),
  });

  // Canvases that redraw on their own (an animation, a game): their frame counters, now and after maxMs.
  Object.defineProperty(window, Symbol.for(${JSON.stringify(SERVICES.animated)}), {
    value: (stampAttr, maxMs) => {
      const frames = () => {
        const out = new Map();
        for (const canvas of all.call(document, "canvas[" + stampAttr + "]")) {
          const r = recordOf(canvas);
          if (r) out.set(getAttr.call(canvas, stampAttr), r.frame + "/" + r.ops.length);
        }
        return out;
      };
      const before = frames();
      return new Promise((resolve) => {
        setTimer(() => {
          const after = frames();
          resolve([...after].filter(([stamp, f]) => before.get(stamp) !== f).map(([stamp]) => stamp));
        }, maxMs);
      });
    },
  });

  // The reader: every stamped canvas's display list with its content box (CSS px) and bitmap size, as JSON.
  Object.defineProperty(window, Symbol.for(${JSON.stringify(SERVICES.records)}), {
    value: (stampAttr, maxBytes) => {
      const out = [];
      for (const canvas of all.call(document, "canvas[" + stampAttr + "]")) {
        const r = recordOf(canvas);
        if (!r) continue;
        const box = rectOf.call(canvas), cs = styleOf(canvas);
        const w = box.width - px(cs.borderLeftWidth) - px(cs.paddingLeft) - px(cs.borderRightWidth) - px(cs.paddingRight);
        const h = box.height - px(cs.borderTopWidth) - px(cs.paddingTop) - px(cs.borderBottomWidth) - px(cs.paddingBottom);
        out.push({
          stamp: getAttr.call(canvas, stampAttr),
          box: { w, h },
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
    },
  });
})();`;

/** Calls one of the services in the page; `fallback` when it is missing or fails (a page that broke its own world). */
async function callService<T>(page: Page, service: keyof typeof SERVICES, args: unknown[], fallback: T): Promise<T> {
  return page
    .evaluate(
      (name, list) => {
        const fn = (window as unknown as Record<symbol, ((...a: unknown[]) => unknown) | undefined>)[Symbol.for(name)];
        return typeof fn === "function" ? fn(...list) : undefined;
      },
      SERVICES[service],
      args,
    )
    .then((value) => (value === undefined ? fallback : (value as T)))
    .catch(() => fallback);
}

/**
 * Waits (at most `maxMs`) until the page's canvases have redrawn after a resize: those in `sized` at their boxes' size,
 * those in `filling` filling their parents again, and none still redrawing.
 */
export async function waitForRedraws(page: Page, stampAttribute: string, stamps: { sized: readonly string[]; filling: readonly string[] }, maxMs = 500): Promise<void> {
  await callService(page, "redrawn", [stampAttribute, [...stamps.sized], [...stamps.filling], maxMs], undefined);
}

/**
 * The stamps of canvases that drew again within `ms` while nothing was resized: animations, whose drawing at any moment
 * is one frame of many, not a picture of the page to redraw at other widths.
 */
export async function animatedCanvases(page: Page, stampAttribute: string, ms = 120): Promise<string[]> {
  const stamps = await callService<unknown>(page, "animated", [stampAttribute, ms], []);
  return Array.isArray(stamps) ? stamps.filter((s): s is string => typeof s === "string") : [];
}

/**
 * The display lists of the page's stamped canvases as the page's main world reports them (untrusted JSON; parse it
 * with vector/display-list.ts). Empty when the recorder is missing.
 */
export async function readCanvasRecords(page: Page, stampAttribute: string, maxBytes = 8_000_000): Promise<unknown> {
  const json = await callService<unknown>(page, "records", [stampAttribute, maxBytes], "[]");
  try {
    return JSON.parse(typeof json === "string" ? json : "[]");
  } catch {
    return [];
  }
}
