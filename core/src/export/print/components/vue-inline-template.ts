import { isCountList, type ItemList, type LayoutElement, type LayoutNode } from "../../model/layout-nodes.ts";
import type { ComponentDef, ComponentPlan } from "../../model/structure/component-plan.ts";
import { vueItemVariable, vueListAttributes } from "./vue-components.ts";

/**
 * The single-file Vue download as one template (issue 26): an SFC holds one `<template>`, so the plan's components
 * are written in place, where they appear, and each list of items is its item's markup under a `v-for` over the
 * data array, its props read from the loop variable (`{{ card.title }}`, `:src="card.image"`). The project keeps one
 * file per component; this is the drop-in file a developer pastes.
 */
export interface InlineVueTemplate {
  nodes: LayoutNode[];
  /** The `v-for` and `:key` each inlined item root carries. */
  loops: Map<LayoutElement, string[]>;
  /** Every data array the template iterates, each once, in the order they appear. */
  lists: ItemList[];
}

export function inlineVueTemplate(plan: ComponentPlan): InlineVueTemplate {
  const byName = new Map<string, ComponentDef>(plan.components.map((c) => [c.name, c]));
  const loops = new Map<LayoutElement, string[]>();
  const lists: ItemList[] = [];
  const addList = (list: ItemList) => {
    if (!lists.some((l) => l.data === list.data)) lists.push(list);
  };

  const expand = (nodes: LayoutNode[], scope: string | null, seen: string[]): LayoutNode[] => nodes.flatMap((node) => expandNode(node, scope, seen));
  const withScope = (prop: string | undefined, scope: string | null) => (prop && scope ? `${scope}.${prop}` : prop);

  function expandNode(node: LayoutNode, scope: string | null, seen: string[]): LayoutNode[] {
    if (node.type === "text") return [node.prop ? { ...node, prop: withScope(node.prop, scope) } : node];
    if (node.type !== "element") return [node];
    const use = node.use;
    if (use && "component" in use) {
      const def = byName.get(use.component);
      if (!def || seen.includes(def.name)) return [];
      def.lists.forEach(addList);
      return expandNode(def.template, scope, [...seen, def.name]);
    }
    if (use) {
      const def = byName.get(use.list.component);
      if (!def || seen.includes(def.name)) return [];
      addList(use.list);
      def.lists.forEach(addList);
      const item = isCountList(use.list) ? null : vueItemVariable(use.list);
      const [root] = expandNode(def.template, item, [...seen, def.name]) as LayoutElement[];
      loops.set(root, vueListAttributes(use.list));
      return [root];
    }
    const attrs = node.attrs.map((a) => (a.prop ? { ...a, prop: withScope(a.prop, scope) } : a));
    return [{ ...node, use: undefined, attrs, children: expand(node.children, scope, seen) }];
  }

  plan.appLists.forEach(addList);
  const nodes = expand(plan.app, null, []);
  return { nodes, loops, lists };
}
