import type { LayoutElement, LayoutNode } from "../layout-nodes.ts";

/**
 * LayoutLift's own attributes: the layer name (`data-name`, also the component name), the component name a user
 * typed (`data-ll-component`), node ids, locks. They mean nothing outside the editor, so no export prints them;
 * the names are kept on the element for the printers.
 */
export const COMPONENT_NAME_ATTR = "data-ll-component";

export function isEditorAttribute(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === "data-name" || lower.startsWith("data-ll-") || lower === "data-locked";
}

/**
 * Stylesheets may select editor attributes (the AI restyles use `[data-name]` and `[data-name="card"]`). Those
 * selectors become classes on the elements that carried the attribute, so the rules keep matching once the
 * attributes are gone.
 */
const EDITOR_ATTRIBUTE_SELECTOR = /\[\s*(data-name|data-ll-[\w-]+|data-locked)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([\w-]+)))?\s*\]/gi;

export function editorSelectorClass(attribute: string, value: string | undefined): string {
  const base = attribute.toLowerCase().replace(/^data-(ll-)?/, "ll-");
  return value === undefined ? base : `${base}-${value.toLowerCase().replace(/[^a-z0-9_-]+/g, "-")}`;
}

export interface EditorSelectors {
  css: string;
  /** attribute → values selected with `=` ("" key for a bare `[attr]`). */
  used: Map<string, Set<string | undefined>>;
}

export function rewriteEditorSelectors(css: string): EditorSelectors {
  const used = new Map<string, Set<string | undefined>>();
  const rewritten = css.replace(EDITOR_ATTRIBUTE_SELECTOR, (_m, attr: string, dq?: string, sq?: string, bare?: string) => {
    const name = attr.toLowerCase();
    const value = dq ?? sq ?? bare;
    if (!used.has(name)) used.set(name, new Set());
    used.get(name)!.add(value);
    return `.${editorSelectorClass(name, value)}`;
  });
  return { css: rewritten, used };
}

function cleanElement(el: LayoutElement, used: EditorSelectors["used"]): LayoutElement {
  const extraClasses: string[] = [];
  let layerName: string | undefined;
  let componentName: string | undefined;
  const attrs = el.attrs.filter(({ name, value }) => {
    if (!isEditorAttribute(name)) return true;
    const lower = name.toLowerCase();
    if (lower === "data-name" && value.trim()) layerName = value.trim();
    if (lower === COMPONENT_NAME_ATTR && value.trim()) componentName = value.trim();
    const selected = used.get(lower);
    if (selected?.has(undefined)) extraClasses.push(editorSelectorClass(lower, undefined));
    if (selected?.has(value)) extraClasses.push(editorSelectorClass(lower, value));
    return false;
  }).map((a) => ({ ...a }));
  if (extraClasses.length) {
    const cls = attrs.find((a) => a.name === "class");
    if (cls) cls.value = [cls.value.trim(), ...extraClasses].filter(Boolean).join(" ");
    else attrs.push({ name: "class", value: extraClasses.join(" ") });
  }
  const children = el.children.map((c) => (c.type === "element" ? cleanElement(c, used) : c));
  return { ...el, attrs, children, ...(layerName && { layerName }), ...(componentName && { componentName }) };
}

/**
 * Removes editor attributes from the tree, keeping `data-name` as `layerName`, `data-ll-component` as
 * `componentName` and any class the CSS needs.
 */
export function stripEditorAttributes(nodes: LayoutNode[], css: string): { nodes: LayoutNode[]; css: string } {
  const selectors = rewriteEditorSelectors(css);
  const clean = nodes.map((n) => (n.type === "element" ? cleanElement(n, selectors.used) : n));
  return { nodes: clean, css: selectors.css };
}
