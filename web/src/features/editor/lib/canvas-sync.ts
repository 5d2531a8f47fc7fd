import { getNode } from "../state/document/node-table";
import { serializeChildren, serializeLayout } from "../state/document/serialize-layout";
import { patchCssRule } from "./css-rule-patch";
import { proxiedFontFaces } from "./canvas-fonts";
import { ID_ATTR, type ElementNode, type LayoutDoc } from "../state/document/types";

/** Rules the editor adds inside the canvas document only; they never reach saved or exported code. */
const EDITOR_CSS = `[hidden]{display:none!important}html{scroll-behavior:auto!important}[data-ll-editing]{outline:2px solid #6366f1!important;outline-offset:2px;cursor:text!important;-webkit-user-modify:read-write-plaintext-only}`;

export const CANVAS_SRCDOC = `<!doctype html><html><head><meta charset="utf-8"><style id="ll-page"></style><style id="ll-fonts"></style><style id="ll-editor">${EDITOR_CSS}</style></head><body></body></html>`;

/**
 * Keeps the canvas iframe's DOM in step with the document incrementally: a property edit touches one element's
 * attributes instead of re-rendering the page, which is what keeps typing on large layouts under a frame.
 */
export class CanvasSync {
  private readonly elements = new Map<string, HTMLElement>();

  /** `fontUrl`: where the canvas loads a font file the page's stylesheet names (canvas-fonts.ts); none keeps the page's own. */
  constructor(
    private readonly frameDoc: Document,
    private readonly fontUrl?: (url: string) => string,
  ) {}

  mount(doc: LayoutDoc): void {
    this.setPageCss(doc.css);
    this.frameDoc.body.innerHTML = serializeLayout(doc, "canvas");
    this.elements.clear();
    this.index(this.frameDoc.body);
  }

  element(id: string | null | undefined): HTMLElement | null {
    if (!id) return null;
    const el = this.elements.get(id);
    return el && el.isConnected ? el : null;
  }

  /** The node id of the element at a point (iframe viewport coordinates), walking up from text-less wrappers. */
  idAt(x: number, y: number): string | null {
    let el: Element | null = this.frameDoc.elementFromPoint(x, y);
    while (el && !el.hasAttribute(ID_ATTR)) el = el.parentElement;
    return el?.getAttribute(ID_ATTR) ?? null;
  }

  patch(prev: LayoutDoc, next: LayoutDoc): void {
    if (prev === next) return;
    if (prev.css !== next.css) this.patchCss(prev, next);
    if (prev.roots !== next.roots) {
      this.mount(next);
      return;
    }
    if (prev.nodes === next.nodes) return;
    const rerender: ElementNode[] = [];
    next.nodes.chunks.forEach((chunk, index) => {
      const before = prev.nodes.chunks[index];
      if (!chunk || chunk === before) return;
      for (const id in chunk) {
        const node = chunk[id];
        const old = before?.[id];
        if (node === old) continue;
        if (node.kind === "text") {
          // A text run changed in place (an in-place edit of mixed content): re-render the element it sits in.
          const parent = old?.kind === "text" && node.parent ? getNode(next.nodes, node.parent) : undefined;
          if (parent?.kind === "element") rerender.push(parent);
          continue;
        }
        if (old?.kind !== "element") continue;
        const el = this.element(id);
        if (!el) continue;
        this.patchAttributes(el, old, node);
        if (old.children !== node.children) rerender.push(node);
      }
    });
    for (const node of rerender) {
      const el = this.element(node.id);
      if (!el || getNode(next.nodes, node.id) !== node) continue;
      el.innerHTML = serializeChildren(next, node.id, "canvas");
      this.index(el);
    }
  }

  /** One edited rule through the CSSOM when the document says which; anything else replaces the sheet. */
  private patchCss(prev: LayoutDoc, next: LayoutDoc): void {
    const edit = next.cssEdit;
    const style = this.style();
    if (edit && edit.from === prev.css && edit.to === next.css && style.sheet && patchCssRule(style.sheet, edit.rule)) return;
    this.setPageCss(next.css);
  }

  /** The whole stylesheet, and its fonts loaded the canvas's way (a one-rule patch above never adds a font). */
  private setPageCss(css: string): void {
    this.style().textContent = css;
    if (!this.fontUrl) return;
    const fonts = this.frameDoc.getElementById("ll-fonts");
    const text = proxiedFontFaces(css, this.fontUrl);
    if (fonts && fonts.textContent !== text) fonts.textContent = text;
  }

  private patchAttributes(el: HTMLElement, old: ElementNode, node: ElementNode): void {
    if (old.attrs === node.attrs) return;
    for (const [name, value] of Object.entries(node.attrs)) if (old.attrs[name] !== value) el.setAttribute(name, value);
    for (const name of Object.keys(old.attrs)) if (!(name in node.attrs)) el.removeAttribute(name);
  }

  private index(root: HTMLElement): void {
    for (const el of root.querySelectorAll<HTMLElement>(`[${ID_ATTR}]`)) this.elements.set(el.getAttribute(ID_ATTR)!, el);
  }

  private style(): HTMLStyleElement {
    return this.frameDoc.getElementById("ll-page") as HTMLStyleElement;
  }
}
