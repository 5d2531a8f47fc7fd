import postcss from "postcss";
import type { ElementSnapshot, ExtractContext, WidthSnapshot } from "../context.ts";
import { elements, findElement, parseDocument, serializeChildren, STAMP } from "../dom.ts";

/**
 * A context for unit tests of single passes: the markup as the page's body, the CSS as its author CSS, every element
 * stamped in document order and, unless `boxes` says otherwise, rendered with a 100×20 box at every width.
 */
export function makeContext(
  bodyHtml: string,
  css = "",
  options: { boxes?: Record<string, Partial<ElementSnapshot> | Array<Partial<ElementSnapshot>>>; htmlAttrs?: string; bodyAttrs?: string; url?: string } = {},
): ExtractContext {
  const document = parseDocument(`<!DOCTYPE html><html ${options.htmlAttrs ?? ""}><head></head><body ${options.bodyAttrs ?? ""}>${bodyHtml}</body></html>`);
  const html = findElement(document, "html")!;
  const body = findElement(document, "body")!;
  let n = 0;
  for (const el of [html, ...elements(html, true)]) el.attribs[STAMP] = String(++n);
  const widths = [1280, 768, 390];
  const snapshots = new Map<number, WidthSnapshot>();
  widths.forEach((width, i) => {
    const snap: WidthSnapshot = new Map();
    for (let id = 1; id <= n; id++) {
      const override = options.boxes?.[String(id)];
      const o = Array.isArray(override) ? override[i] : override;
      snap.set(String(id), { x: 0, y: id * 20, w: 100, h: 20, rendered: true, styles: [], ...o });
    }
    snapshots.set(width, snap);
  });
  return {
    pageUrl: options.url ?? "https://example.com/shop/page.html",
    document,
    html,
    body,
    css: postcss.parse(css),
    shadowCss: new Map(),
    snapshots,
    widths,
    limits: { maxElements: 15_000, maxHeightPx: 30_000 },
    components: [],
    notes: [],
  };
}

/** The body's markup without stamps, for assertions. */
export function bodyHtml(ctx: ExtractContext): string {
  return serializeChildren(ctx.body).replace(/ data-ll-id="\d+"/g, "");
}
