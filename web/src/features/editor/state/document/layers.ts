import { getNode } from "./node-table";
import { componentNames } from "./component-names";
import { elementKind, type ElementKind } from "./element-kind";
import { iconLabel, isIconSprite, layerLabel } from "./layer-label";
import { restingStates, type RestingState } from "./behaviour-states";
import type { LayoutDoc } from "./types";
import { LOCK_ATTR } from "./types";

/** The spec's Layer (section 3), derived from the document. */
export interface Layer {
  id: string;
  /** The component name the exports give it, else the layer name (data-name, a meaningful class, its content or tag). */
  name: string;
  /** True when the exports make this layer a component of its own (its name is the component's). */
  component: boolean;
  visible: boolean;
  /** Hidden at rest and opened by a recorded behaviour (a collapsed menu, an inactive tab): shown as "Menu · collapsed". */
  restingState: RestingState | null;
  locked: boolean;
  type: ElementKind;
  depth: number;
  /** Starts folded even at the top level (an icon sprite's many definitions). */
  folded: boolean;
  children: Layer[];
}

/** What a layer row reads: its name, and the state it rests in when a behaviour opens it ("Menu · collapsed"). */
export function layerTitle(layer: Pick<Layer, "name" | "restingState">): string {
  return layer.restingState ? `${layer.name} · ${layer.restingState}` : layer.name;
}

const cache = new WeakMap<LayoutDoc["nodes"], Layer[]>();

/** Layers are rebuilt only when the node map changes (memoised on its identity). */
export function buildLayers(doc: LayoutDoc): Layer[] {
  const hit = cache.get(doc.nodes);
  if (hit) return hit;
  const components = componentNames(doc);
  const resting = restingStates(doc);
  const build = (ids: readonly string[], depth: number): Layer[] => {
    const out: Layer[] = [];
    for (const id of ids) {
      const node = getNode(doc.nodes, id);
      if (!node || node.kind !== "element") continue;
      out.push({
        id,
        name: components.get(id) ?? layerLabel(doc, node),
        component: components.has(id),
        visible: !("hidden" in node.attrs),
        restingState: resting.get(id) ?? null,
        locked: LOCK_ATTR in node.attrs,
        type: elementKind(doc, node),
        depth,
        folded: isIconSprite(doc, node),
        children: build(node.children, depth + 1),
      });
    }
    return out;
  };
  const layers = build(doc.roots, 0);
  cache.set(doc.nodes, layers);
  return layers;
}

/** Images and inline SVG icons the layout really uses, for the Assets tab. */
export interface Asset {
  id: string;
  kind: "image" | "icon";
  name: string;
  src?: string;
}

export function collectAssets(doc: LayoutDoc): Asset[] {
  const out: Asset[] = [];
  const seen = new Set<string>();
  const walk = (ids: readonly string[]) => {
    for (const id of ids) {
      const node = getNode(doc.nodes, id);
      if (!node || node.kind !== "element") continue;
      if (node.tag === "img") {
        const src = node.attrs.src ?? "";
        if (src && !seen.has(src)) {
          seen.add(src);
          out.push({ id, kind: "image", name: node.attrs.alt || src.split("/").pop()?.split("?")[0] || "image", src });
        }
      } else if (node.tag === "svg") {
        out.push({ id, kind: "icon", name: iconLabel(doc, node) });
        continue;
      }
      walk(node.children);
    }
  };
  walk(doc.roots);
  return out;
}
