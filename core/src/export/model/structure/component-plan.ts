import type { ItemList, LayoutElement, LayoutNode } from "../layout-nodes.ts";
import { componentIdentifier, pascalCase, plural, propIdentifier } from "./identifiers.ts";
import { itemNameText } from "./item-name.ts";
import { regionNameCandidates } from "./region-name.ts";
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

/** Whether an editor's layer name makes its element a page region (not an item or a leaf like `text-3`). */
export const namesRegion = (layerName: string) => !ITEM_LAYERS.test(layerName) && !EDITOR_LEAVES.test(layerName);

function hasLayerName(nodes: LayoutNode[]): boolean {
  return nodes.some((n) => n.type === "element" && (!!n.layerName || hasLayerName(n.children)));
}

function interactive(el: LayoutElement): boolean {
  return !!el.interaction || el.children.some((c) => c.type === "element" && interactive(c));
}

function itemBaseName(first: LayoutElement, owner: string, ancestors: LayoutElement[]): string {
  const layer = first.layerName && !ITEM_LAYERS.test(first.layerName) && !EDITOR_LEAVES.test(first.layerName) ? first.layerName : null;
  return layer ?? itemNameText(first, { owner, ancestors });
}

/** Two item components print the same code when their templates and props are equal: the second reuses the first. */
const templateKey = (name: string, template: LayoutElement, props: ItemList["props"]) =>
  JSON.stringify([name, template, props], (_key, value) => (value && typeof value === "object" && "prop" in value ? { ...value, value: undefined } : value));

/** "SiteFooter" → "Footer": the qualifier a nested region's name gets from its parent when its own name is taken. */
const qualifier = (owner: string) => (owner === "App" ? "" : owner.replace(/^Site(?=[A-Z])/, ""));

export function planComponents(nodes: LayoutNode[]): ComponentPlan {
  const names = new Set<string>(["app"]);
  const dataNames = new Set<string>();
  const components: ComponentDef[] = [];
  const owner = new Map<LayoutElement, string>();
  const named = new Map<LayoutElement, string>();
  const useLayers = hasLayerName(nodes);
  const itemComponents = new Map<string, ComponentDef>();
  // A second list of the same items is qualified by its component (`footerNavLinks`), not numbered.
  const dataName = (item: string, owner: string) =>
    propIdentifier(dataNames.has(plural(item).toLowerCase()) && qualifier(owner) ? `${qualifier(owner)} ${plural(item)}` : plural(item), dataNames, "items");

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
  const transformChildren = (children: LayoutNode[], current: ComponentDef | null, depth: number, ancestors: LayoutElement[]): LayoutNode[] => {
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
        const itemText = itemBaseName(group[0], ownerName, ancestors);
        // Items that would be called alike and print alike are one component (never `NavLink` and `NavLink2`).
        const same = itemComponents.get(templateKey(pascalCase(itemText), repeated.template, repeated.props));
        const clash = names.has(pascalCase(itemText).toLowerCase()) && qualifier(ownerName) && !pascalCase(itemText).startsWith(qualifier(ownerName));
        const itemName = same?.name ?? componentIdentifier(clash ? `${qualifier(ownerName)} ${itemText}` : itemText, names, "Item");
        const list: ItemList = {
          component: itemName,
          data: dataName(itemName, ownerName),
          key: repeated.key,
          props: repeated.props,
          items: repeated.items,
        };
        if (same) same.list = { ...same.list!, items: [...same.list!.items, ...list.items] };
        else {
          const def: ComponentDef = { name: itemName, template: repeated.template, list: { ...list }, lists: [], uses: [] };
          components.push(def);
          itemComponents.set(templateKey(pascalCase(itemText), repeated.template, repeated.props), def);
        }
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
        const candidates = regionNameCandidates(node);
        const text = candidates.find((c) => !names.has(pascalCase(c).toLowerCase()) && !names.has(`site${pascalCase(c).toLowerCase()}`)) ?? candidates[0];
        const taken = names.has(pascalCase(text).toLowerCase()) && qualifier(ownerName);
        const name = componentIdentifier(taken ? `${qualifier(ownerName)} ${text}` : text, names);
        const def: ComponentDef = { name, template: node, lists: [], uses: [] };
        components.push(def);
        owner.set(node, name);
        named.set(node, name);
        def.template = { ...node, layerName: undefined, componentName: undefined, children: transformChildren(node.children, def, depth + 1, [node, ...ancestors]) };
        uses.push(name);
        out.push({ ...node, layerName: undefined, componentName: undefined, children: [], use: { component: name } });
        continue;
      }
      owner.set(node, ownerName);
      out.push({ ...node, layerName: undefined, componentName: undefined, children: transformChildren(node.children, current, depth + 1, [node, ...ancestors]) });
    }
    return out;
  };

  const appLists: ItemList[] = [];
  const appUses: string[] = [];
  const app = transformChildren(nodes, null, 0, []);
  return { app, appLists, appUses, components, owner, named };
}
