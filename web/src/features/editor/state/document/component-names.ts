import { planComponents } from "@layoutlift/core/export/model/structure/component-plan";
import { COMPONENT_NAME_ATTR, isEditorAttribute } from "@layoutlift/core/export/model/structure/editor-attributes";
import type { LayoutElement, LayoutNode } from "@layoutlift/core/export/model/layout-nodes";
import { BLOCK_ELEMENTS } from "@layoutlift/core/export/model/whitespace";
import { childNamespace } from "@layoutlift/core/html/namespace-nesting";
import type { ElementContext } from "@layoutlift/core/html/namespaces";
import { getNode } from "./node-table";
import type { LayoutDoc } from "./types";

const cache = new WeakMap<LayoutDoc["nodes"], ReadonlyMap<string, string>>();

/**
 * Element id → the component name the exports give it (React/Next/Vue file and identifier), from the exporters'
 * own plan: the region's id, heading or landmark, or the name the user typed, made valid and unique as they make
 * it. Memoised on the node table, so style edits never recompute it.
 */
export function componentNames(doc: LayoutDoc): ReadonlyMap<string, string> {
  const hit = cache.get(doc.nodes);
  if (hit) return hit;
  const ids = new Map<LayoutElement, string>();
  const convert = (list: readonly string[], parent: ElementContext | null): LayoutNode[] => {
    const out: LayoutNode[] = [];
    list.forEach((id, i) => {
      const node = getNode(doc.nodes, id);
      if (!node) return;
      if (node.kind === "text") {
        // As the exporters' whitespace pass does: blank text beside a block box is not there, so it cannot
        // split a run of repeated items.
        if (!node.text.trim() && (isBlockAt(list[i - 1]) || isBlockAt(list[i + 1]))) return;
        out.push({ type: "text", value: node.text, preformatted: false });
        return;
      }
      const here: ElementContext = { tag: node.tag, ns: childNamespace(parent, node.tag) };
      const attrs = Object.entries(node.attrs).filter(([name]) => !isEditorAttribute(name)).map(([name, value]) => ({ name, value }));
      const layerName = node.attrs["data-name"]?.trim() || undefined;
      const componentName = node.attrs[COMPONENT_NAME_ATTR]?.trim() || undefined;
      const el: LayoutElement = { type: "element", tag: node.tag, ns: here.ns, attrs, children: convert(node.children, here), layerName, componentName };
      ids.set(el, id);
      out.push(el);
    });
    return out;
  };
  const isBlockAt = (id: string | undefined) => {
    const node = getNode(doc.nodes, id);
    return node?.kind === "element" && BLOCK_ELEMENTS.has(node.tag);
  };
  const plan = planComponents(convert(doc.roots, null));
  const names = new Map<string, string>();
  for (const [el, name] of plan.named) {
    const id = ids.get(el);
    if (id) names.set(id, name);
  }
  cache.set(doc.nodes, names);
  return names;
}
