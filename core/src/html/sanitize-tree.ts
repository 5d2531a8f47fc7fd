import type { ElementContext, Namespace } from "./namespaces.ts";
import { elementVerdict } from "./element-policy.ts";
import { sanitizeAttribute } from "./attribute-policy.ts";
import { isDangerousCss } from "./css-dangers.ts";

/**
 * The one walk that applies the active-content policy to a parsed tree. Each tree library (parse5 for exports,
 * the AI and the editor; domhandler for extraction; the browser DOM for the landing demo) supplies a small
 * adapter, so every caller applies the same rules in the same order.
 */
export interface TreeAccess<N> {
  /** Child nodes; for a <template>, those of its content. */
  children(parent: N): readonly N[];
  kind(node: N): "element" | "text" | "other";
  tag(el: N): string;
  namespace(el: N): Namespace;
  /** Qualified names (`xlink:href`), values entity-decoded. */
  attributes(el: N): readonly { name: string; value: string }[];
  setAttribute(el: N, name: string, value: string): void;
  removeAttribute(el: N, name: string): void;
  remove(node: N): void;
  /** Replaces the element by its children. */
  unwrap(el: N): void;
  /** Gives the element another name in the same namespace, keeping attributes and children; returns it. */
  rename(el: N, tag: string): N;
  textContent(el: N): string;
}

export interface SanitizeOptions {
  /**
   * `keep`: <style> elements stay unless their CSS is dangerous or they hold markup. `drop`: they go, and their
   * CSS is handed to `onStyle` first (exports move it into their stylesheet, which is sanitized with the rest).
   */
  styleElements: "keep" | "drop";
  onStyle?: (css: string) => void;
}

export function sanitizeTree<N>(access: TreeAccess<N>, root: N, options: SanitizeOptions, rootContext: ElementContext | null = null): void {
  const walk = (parent: N, context: ElementContext | null, insideForm: boolean): void => {
    for (const node of [...access.children(parent)]) {
      const kind = access.kind(node);
      // Comments, doctypes and processing instructions are no part of a layout (and comments are where
      // parser differentials hide).
      if (kind === "other") access.remove(node);
      if (kind !== "element") continue;
      const ns = access.namespace(node);
      if (access.tag(node).toLowerCase() === "style") {
        keepOrMoveStyle(access, node, options);
        continue;
      }
      const attributeName = access.attributes(node).find((a) => a.name.toLowerCase() === "attributename")?.value;
      const verdict = elementVerdict({ tag: access.tag(node), ns, parent: context, insideForm, attributeName });
      if (verdict.action === "drop") {
        access.remove(node);
        continue;
      }
      if (verdict.action === "unwrap") {
        walk(node, context, insideForm);
        access.unwrap(node);
        continue;
      }
      const el = verdict.action === "rename" ? access.rename(node, verdict.tag) : node;
      const here: ElementContext = { tag: access.tag(el), ns };
      sanitizeAttributesOf(access, el, here);
      walk(el, here, insideForm || (ns === "html" && here.tag === "form"));
    }
  };
  walk(root, rootContext, false);
}

function sanitizeAttributesOf<N>(access: TreeAccess<N>, el: N, context: ElementContext): void {
  for (const { name, value } of [...access.attributes(el)]) {
    const safe = sanitizeAttribute(context, name, value);
    if (safe === null) access.removeAttribute(el, name);
    else if (safe !== value) access.setAttribute(el, name, safe);
  }
}

function keepOrMoveStyle<N>(access: TreeAccess<N>, style: N, options: SanitizeOptions): void {
  // In SVG and MathML a <style> holds parsed nodes, not raw text: any element inside is markup in disguise.
  const holdsMarkup = access.children(style).some((c) => access.kind(c) === "element");
  const css = access.textContent(style);
  if (options.styleElements === "drop") {
    if (!holdsMarkup) options.onStyle?.(css);
    access.remove(style);
    return;
  }
  if (holdsMarkup || isDangerousCss(css)) {
    access.remove(style);
    return;
  }
  for (const child of [...access.children(style)]) if (access.kind(child) === "other") access.remove(child);
  sanitizeAttributesOf(access, style, { tag: access.tag(style), ns: access.namespace(style) });
}
