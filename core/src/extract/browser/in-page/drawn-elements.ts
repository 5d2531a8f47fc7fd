import { isRendered, parentElementOf, px } from "./composed.ts";
import { STAMP } from "./page-names.ts";

/** What the page reported for one script-drawn element. */
export interface DrawnElement {
  stamp: string;
  kind: "canvas" | "video" | "iframe";
  /** A data URL the page could read itself (2D canvas, same-origin video frame), else null. */
  src: string | null;
  /** Content box in document coordinates. */
  box: { x: number; y: number; w: number; h: number };
  border: string;
  borderWidth: string;
  padding: string;
  verticalAlign: string;
}

/** A canvas's or video's pixels as a PNG data URL, when the page may read them. */
function readablePixels(el: Element): string | null {
  if (el.localName === "canvas") {
    const canvas = el as HTMLCanvasElement;
    try {
      // A WebGL canvas answers only to its own context type (its buffer is kept: keep-webgl-buffers.ts).
      if (canvas.width && canvas.height && (canvas.getContext("2d") || canvas.getContext("webgl") || canvas.getContext("webgl2"))) return canvas.toDataURL("image/png");
    } catch {
      // a tainted canvas: its pixels are cropped from the screenshot instead
    }
    return null;
  }
  const video = el as HTMLVideoElement;
  try {
    const c = document.createElement("canvas");
    c.width = video.videoWidth;
    c.height = video.videoHeight;
    c.getContext("2d")!.drawImage(video, 0, 0);
    return c.toDataURL("image/png");
  } catch {
    return null;
  }
}

/**
 * Pixels only a script could draw: what a canvas shows (its own backing store when it is 2D and readable), the frame
 * a poster-less video shows, and the box of every frame, whose pixels the capture crops from its screenshot.
 */
export function drawnElements(): DrawnElement[] {
  const out: DrawnElement[] = [];
  const sx = window.scrollX, sy = window.scrollY;
  for (const el of document.body ? document.body.querySelectorAll("canvas, video, iframe") : []) {
    const stamp = el.getAttribute(STAMP);
    if (!stamp || !isRendered(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const cs = getComputedStyle(el);
    // The content box: borders and padding are drawn by CSS in the output too.
    const left = px(cs.borderLeftWidth) + px(cs.paddingLeft), top = px(cs.borderTopWidth) + px(cs.paddingTop);
    const box = {
      x: r.left + sx + left,
      y: r.top + sy + top,
      w: r.width - left - px(cs.borderRightWidth) - px(cs.paddingRight),
      h: r.height - top - px(cs.borderBottomWidth) - px(cs.paddingBottom),
    };
    if (el.localName === "video") {
      const video = el as HTMLVideoElement;
      if (video.getAttribute("poster")) continue;
      if (video.readyState < 2 || !video.videoWidth) continue;
    }
    out.push({
      stamp,
      kind: el.localName as DrawnElement["kind"],
      src: el.localName === "iframe" ? null : readablePixels(el),
      box,
      border: [cs.borderTopWidth, cs.borderTopStyle, cs.borderTopColor].join(" "),
      borderWidth: [cs.borderTopWidth, cs.borderRightWidth, cs.borderBottomWidth, cs.borderLeftWidth].join(" "),
      padding: [cs.paddingTop, cs.paddingRight, cs.paddingBottom, cs.paddingLeft].join(" "),
      verticalAlign: cs.verticalAlign,
    });
  }
  return out;
}

/**
 * The media conditions of rules that style a canvas or frame or a box around one (the sheets' texts are passed in,
 * since cross-origin sheets cannot be read here): where such a box changes size, the drawing changes.
 */
export function drawnMedia(texts: string[]): string[] {
  const boxes = new Set<Element>();
  for (const el of document.body ? document.body.querySelectorAll("canvas, iframe") : []) {
    if (!el.getAttribute(STAMP) || !isRendered(el)) continue;
    for (let n: Element | null = el; n && n.nodeType === 1; n = parentElementOf(n)) boxes.add(n);
  }
  const targets = [...boxes];
  const stylesATarget = (rules: CSSRuleList): boolean => {
    for (const rule of rules) {
      const selector = (rule as CSSStyleRule).selectorText;
      if (selector) {
        try {
          if (targets.some((t) => t.matches(selector))) return true;
        } catch {
          // a selector this browser cannot match styles nothing here
        }
      }
      const inner = (rule as CSSGroupingRule).cssRules;
      if (inner && stylesATarget(inner)) return true;
    }
    return false;
  };
  const found = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      const { media, cssRules } = rule as CSSMediaRule;
      if (media && cssRules && /width/.test(media.mediaText) && stylesATarget(cssRules)) found.add(media.mediaText);
      if (cssRules) walk(cssRules);
    }
  };
  if (targets.length) {
    for (const text of texts) {
      const sheet = new CSSStyleSheet();
      try {
        sheet.replaceSync(text);
      } catch {
        continue;
      }
      walk(sheet.cssRules);
    }
  }
  return [...found];
}
