import { parentElementOf } from "./composed.ts";

/**
 * Quirks and limited-quirks pages size a line that holds no text to the boxes on it, with no room below the
 * baseline for text that is not there. The extraction is a standards-mode document, where that room (the strut's
 * descent) opens under each such image or inline-block and pushes what follows down. Aligning the box to the
 * line's bottom gives the same line box when the box is at least as tall as the line. Images on a line share
 * their bottom edge either way; an inline-block's baseline is its text, so it is only changed alone on its line.
 */

export function rendersWithQuirks(): boolean {
  if (document.compatMode === "BackCompat") return true;
  const d = document.doctype;
  return !!d && /^-\/\/W3C\/\/DTD (XHTML 1\.0 (Frameset|Transitional)|HTML 4\.01 (Frameset|Transitional))\/\//i.test(d.publicId);
}

interface Span {
  top: number;
  bottom: number;
}

/** The nearest box that lays out lines: the element itself when it is a block, else its first non-inline ancestor. */
function lineContainerOf(el: Element | null): Element | null {
  let p = el;
  while (p && /^(inline|contents)$/.test(getComputedStyle(p).display)) p = parentElementOf(p);
  return p;
}

const overlaps = (r: DOMRect, span: Span) => r.bottom > span.top && r.top < span.bottom && r.height > 0;

/** The boxes of the text a container lays out on its own lines (not inside nested blocks). */
function textRectsIn(container: Element): DOMRect[] {
  const rects: DOMRect[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.trim() || lineContainerOf(node.parentElement) !== container) continue;
    range.selectNodeContents(node);
    rects.push(...range.getClientRects());
  }
  return rects;
}

/**
 * Another inline-level box on the same line (then baseline alignment between them matters); large containers count
 * as crowded rather than being searched.
 */
function lineHasOtherBoxes(container: Element, el: Element, span: Span): boolean {
  const all = container.querySelectorAll("*");
  if (all.length > 300) return true;
  for (const other of all) {
    if (other === el || el.contains(other) || other.contains(el)) continue;
    const parent = parentElementOf(other);
    if (lineContainerOf(parent) !== container) continue;
    if (!/^inline/.test(getComputedStyle(other).display)) continue;
    if (overlaps(other.getBoundingClientRect(), span)) return true;
  }
  return false;
}

const ATOMIC_INLINE = /^inline-(block|flex|grid|table)$/;
const REPLACED = new Set(["img", "svg", "video", "canvas"]);

export function emulateLineHeightQuirk(): void {
  let checked = 0;
  // Many images often share one container: its text is measured once.
  const textRects = new Map<Element, DOMRect[]>();
  const lineHasText = (container: Element, span: Span) => {
    if (!textRects.has(container)) textRects.set(container, textRectsIn(container));
    return textRects.get(container)!.some((r) => overlaps(r, span));
  };
  for (const el of document.body ? document.body.querySelectorAll<HTMLElement>("*") : []) {
    const cs = getComputedStyle(el);
    const replaced = REPLACED.has(el.localName);
    if (!(replaced ? cs.display === "inline" : ATOMIC_INLINE.test(cs.display))) continue;
    if (cs.verticalAlign !== "baseline" || cs.float !== "none" || !/^(static|relative|sticky)$/.test(cs.position)) continue;
    if (++checked > 600) break;
    const box = el.getBoundingClientRect();
    const container = lineContainerOf(parentElementOf(el));
    if (!box.height || !container) continue;
    const span = { top: box.top - parseFloat(cs.marginTop), bottom: box.bottom + parseFloat(cs.marginBottom) };
    const ccs = getComputedStyle(container);
    const strut = ccs.lineHeight === "normal" ? parseFloat(ccs.fontSize) * 1.2 : parseFloat(ccs.lineHeight);
    if (!(span.bottom - span.top >= strut)) continue;
    if (lineHasText(container, span)) continue;
    if (!replaced && lineHasOtherBoxes(container, el, span)) continue;
    el.style.verticalAlign = "bottom";
  }
}
