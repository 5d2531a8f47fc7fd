/** Walking the page across shadow roots, and whether an element shows. */

/** Every element of the document and of the shadow roots inside it, in tree order. */
export function composed(): Element[] {
  const out: Element[] = [];
  const visit = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll("*")) {
      out.push(el);
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  visit(document);
  return out;
}

export function shadowHosts(): (Element & { shadowRoot: ShadowRoot })[] {
  return composed().filter((el): el is Element & { shadowRoot: ShadowRoot } => !!el.shadowRoot);
}

/** The parent element, crossing out of a shadow root to its host. */
export function parentElementOf(el: Element): Element | null {
  return el.parentElement || (el.parentNode as Partial<ShadowRoot> | null)?.host || null;
}

/** display: contents (slots, many wrappers) has no box of its own yet shows its children: judged by the ancestor. */
export function isRendered(el: Element, cs?: CSSStyleDeclaration): boolean {
  if (el.checkVisibility()) return true;
  // Options have no box of their own while the list is closed; they are shown whenever their control is.
  if (el.localName === "option" || el.localName === "optgroup") {
    const control = el.closest("select, datalist");
    return control ? control.localName === "datalist" || isRendered(control) : false;
  }
  if ((cs || getComputedStyle(el)).display !== "contents") return false;
  const parent = (el as HTMLElement).assignedSlot || parentElementOf(el);
  return parent ? isRendered(parent) : true;
}

/** Rounded to a tenth of a pixel, as every box the page reports. */
export const tenth = (v: number): number => Math.round(v * 10) / 10;

/** A CSS length's pixels, 0 when it is not one. */
export const px = (v: string): number => parseFloat(v) || 0;
