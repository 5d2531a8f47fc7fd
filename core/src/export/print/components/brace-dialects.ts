import { isCountList, type ItemList, type LayoutElement } from "../../model/layout-nodes.ts";
import type { ComponentPlan } from "../../model/structure/component-plan.ts";
import { vueItemVariable } from "./vue-components.ts";
import { printBraceTemplate, type BraceDialect } from "./brace-markup.ts";

/** How a brace framework repeats an item: Astro's `{data.map((item) => …)}`, Svelte's `{#each data as item}…{/each}`. */
export interface BraceLoop {
  target: BraceDialect["target"];
  repeat(list: ItemList, body: string): string;
  /** An item's markup printed in place, as the loop body must hold it (Astro's arrow returns one expression). */
  inlineItem(markup: string): string;
}

/** In a project: child components by name, lists as loops over item components spread from their records. */
export function braceProjectDialect(loop: BraceLoop): BraceDialect {
  return {
    target: loop.target,
    prop: (name) => name,
    use: (el) => {
      const use = el.use!;
      if ("component" in use) return `<${use.component} />`;
      const spread = isCountList(use.list) ? "" : ` {...${vueItemVariable(use.list)}}`;
      return loop.repeat(use.list, `<${use.list.component}${spread} />`);
    },
  };
}

/** In the single file: every component's markup in place, item templates inside their loops (props as `item.name`). */
export function braceInlineDialect(loop: BraceLoop, plan: ComponentPlan, prop: (name: string) => string = (n) => n): BraceDialect {
  const byName = new Map(plan.components.map((c) => [c.name, c]));
  const dialect: BraceDialect = {
    target: loop.target,
    prop,
    use: (el: LayoutElement, depth: number) => {
      const use = el.use!;
      if ("component" in use) return printBraceTemplate([byName.get(use.component)!.template], dialect, depth).trimStart();
      const item = vueItemVariable(use.list);
      const itemDialect = braceInlineDialect(loop, plan, (n) => `${item}.${n}`);
      return loop.repeat(use.list, loop.inlineItem(printBraceTemplate([byName.get(use.list.component)!.template], itemDialect, depth).trimStart()));
    },
  };
  return dialect;
}
