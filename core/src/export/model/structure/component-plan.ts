import type { ItemList, LayoutElement, LayoutNode } from "../layout-nodes.ts";
import { getAttr } from "../layout-nodes.ts";
import { componentIdentifier, pascalCase, plural, propIdentifier } from "./identifiers.ts";
import { regionNameText } from "./region-name.ts";
import { repeatedRuns, repeatedTemplate } from "./repeated-items.ts";

/**
 * Splits the layout into components: one per named region (the editor's layers, `data-name`), nested where the
 * regions nest, plus one item component per group of repeated siblings. Each component's template is its region
 * element with placeholders (`use`) where child components and item lists go; `owner` tells which component
 * prints each element of the original tree (the CSS split needs it).
 */
export interface ComponentDef {
  name: string;
  template: LayoutElement;
  /** Item components: the props their template reads. */
  list?: ItemList;
  /** Lists rendered directly by this component (their data arrays live in its file). */
  lists: ItemList[];
  /** Child components used directly by this component, in order. */
  uses: string[];
}

export interface ComponentPlan {
  /** The page body with placeholders: what App renders. */
  app: LayoutNode[];
  appLists: ItemList[];
  appUses: string[];
  /** Every component, parents before their children, in document order. */
  components: ComponentDef[];
  /** Original element → the component that prints it (absent: App). */
  owner: Map<LayoutElement, string>;
  /** Original element → the component it becomes (a region's own, or the item component of a repeated run). */
  named: Map<LayoutElement, string>;
}

const ITEM_LAYERS = /^(card|item)(-\d+)?$/i;
const EDITOR_LEAVES = /^(text|image|button|input|container)(-\d+)?$/i;
const FALLBACK_REGIONS = new Set(["header", "nav", "footer", "section", "aside"]);

function hasLayerName(nodes: LayoutNode[]): boolean {
  return nodes.some((n) => n.type === "element" && (!!n.layerName || hasLayerName(n.children)));
}

function interactive(el: LayoutElement): boolean {
  return !!el.interaction || el.children.some((c) => c.type === "element" && interactive(c));
}

function itemBaseName(first: LayoutElement, owner: string): string {
  const layer = first.layerName && !ITEM_LAYERS.test(first.layerName) && !EDITOR_LEAVES.test(first.layerName) ? first.layerName : null;
  const cls = (getAttr(first, "class") ?? "").trim().split(/\s+/)[0];
  if (layer) return layer;
  if (cls && pascalCase(cls).length > 2 && !/\d{2,}/.test(cls)) return cls;
  const onlyLink = first.children.length === 1 && first.children[0].type === "element" && first.children[0].tag === "a";
  const kind = first.tag === "a" || onlyLink ? "Link" : first.tag === "img" ? "Image" : /^(article|figure)$/.test(first.tag) ? "Card" : "Item";
  return `${owner === "App" ? "" : owner} ${kind}`;
}

export function planComponents(nodes: LayoutNode[]): ComponentPlan {
  const names = new Set<string>(["app"]);
  const dataNames = new Set<string>();
  const components: ComponentDef[] = [];
  const owner = new Map<LayoutElement, string>();
  const named = new Map<LayoutElement, string>();
  const useLayers = hasLayerName(nodes);

  const isRegion = (el: LayoutElement, depth: number): boolean => {
    if (el.ns !== "html") return false;
    if (el.componentName) return true;
    if (useLayers) return !!el.layerName && !ITEM_LAYERS.test(el.layerName) && !EDITOR_LEAVES.test(el.layerName);
    return depth < 4 && FALLBACK_REGIONS.has(el.tag);
  };

  const markOwner = (el: LayoutElement, name: string) => {
    owner.set(el, name);
    for (const c of el.children) if (c.type === "element") markOwner(c, name);
  };

  /** Children of one template, with regions and repeated runs replaced by placeholders. */
  const transformChildren = (children: LayoutNode[], current: ComponentDef | null, depth: number): LayoutNode[] => {
    const ownerName = current?.name ?? "App";
    const lists = current?.lists ?? appLists;
    const uses = current?.uses ?? appUses;
    const out: LayoutNode[] = [];
    const runs = repeatedRuns(children);
    let i = 0;
    while (i < children.length) {
      const run = runs.find(([start]) => start === i);
      const group = run ? (children.slice(run[0], run[1]) as LayoutElement[]) : null;
      // Interactive items (tabs, slides, accordion items) stay written out: each binds its own piece of state.
      const repeated = group && !group.some((el) => isRegion(el, depth) || interactive(el)) ? repeatedTemplate(group) : null;
      if (run && group && repeated) {
        const itemName = componentIdentifier(itemBaseName(group[0], ownerName), names, "Item");
        const list: ItemList = {
          component: itemName,
          data: propIdentifier(plural(itemName), dataNames, "items"),
          key: repeated.key,
          props: repeated.props,
          items: repeated.items,
        };
        components.push({ name: itemName, template: repeated.template, list, lists: [], uses: [] });
        for (const el of group) {
          markOwner(el, itemName);
          named.set(el, itemName);
        }
        lists.push(list);
        out.push({ ...group[0], layerName: undefined, componentName: undefined, children: [], use: { list } });
        i = run[1];
        continue;
      }
      const node = children[i++];
      if (node.type !== "element") {
        out.push(node);
        continue;
      }
      if (isRegion(node, depth)) {
        const name = componentIdentifier(regionNameText(node), names);
        const def: ComponentDef = { name, template: node, lists: [], uses: [] };
        components.push(def);
        owner.set(node, name);
        named.set(node, name);
        def.template = { ...node, layerName: undefined, componentName: undefined, children: transformChildren(node.children, def, depth + 1) };
        uses.push(name);
        out.push({ ...node, layerName: undefined, componentName: undefined, children: [], use: { component: name } });
        continue;
      }
      owner.set(node, ownerName);
      out.push({ ...node, layerName: undefined, componentName: undefined, children: transformChildren(node.children, current, depth + 1) });
    }
    return out;
  };

  const appLists: ItemList[] = [];
  const appUses: string[] = [];
  const app = transformChildren(nodes, null, 0);
  return { app, appLists, appUses, components, owner, named };
}
