import postcss from "postcss";
import { isCountList, type ItemList } from "../../model/layout-nodes.ts";
import type { ComponentDef, ComponentPlan } from "../../model/structure/component-plan.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { indentBlock } from "../../css/css-text.ts";
import { vueItemVariable } from "./vue-components.ts";
import { dataArray, printBraceTemplate, usedComponents } from "./brace-markup.ts";
import { braceInlineDialect, braceProjectDialect, type BraceLoop } from "./brace-dialects.ts";

/**
 * Svelte 5 components for the component plan (runes: `$props()`), lists as `{#each}` blocks over data arrays in the
 * component's <script>. A component's own rules sit in its <style> inside `:global { }`: the CSS split already keeps
 * them to that component's own classes, and Svelte's scoping class would add one class of specificity to each rule
 * and could flip the cascade against the global stylesheet (pixels would change).
 */
const eachOpen = (list: ItemList) => {
  const item = vueItemVariable(list);
  if (isCountList(list)) return `{#each ${list.data} as ${item} (${item})}`;
  return `{#each ${list.data} as ${item}${list.key ? ` (${item}.${list.key})` : ""}}`;
};

const SVELTE_LOOP: BraceLoop = {
  target: "svelte",
  repeat: (list, body) => `${eachOpen(list)}${body}{/each}`,
  inlineItem: (markup) => markup,
};
const projectDialect = braceProjectDialect(SVELTE_LOOP);

/** A stylesheet for a <style> block, unscoped: one `:global { }` block (statements that must come first stay outside). */
export function svelteGlobalCss(css: string): string {
  const root = postcss.parse(css);
  const head: string[] = [];
  root.each((node) => {
    if (node.type === "atrule" && /^(charset|import|namespace)$/i.test(node.name)) {
      head.push(node.toString() + ";");
      node.remove();
    }
  });
  const body = root.toString().trim();
  return escapeStyleElementText([...head, ...(body ? [`:global {\n${indentBlock(body, "  ")}\n}`] : [])].join("\n"));
}

function script(imports: string[], props: string[] | null, lists: ItemList[], svg: boolean): string[] {
  const body = [
    ...(imports.length ? [imports.map((l) => `  ${l}`).join("\n")] : []),
    ...(props ? [`  let { ${props.join(", ")} } = $props();`] : []),
    ...lists.map((l) => dataArray(l, "  ")),
  ];
  return [
    ...(svg ? ['<svelte:options namespace="svg" />', ""] : []),
    ...(body.length ? ["<script>", body.join("\n\n"), "</script>", ""] : []),
  ];
}

const styleBlock = (css: string | null) => (css ? ["", "<style>", svelteGlobalCss(css), "</style>"] : []);

/** `src/lib/<Name>.svelte`. */
export function svelteComponentFile(def: ComponentDef, css: string | null): string {
  const imports = usedComponents(def).map((n) => `import ${n} from "./${n}.svelte";`);
  return [
    ...script(imports, def.list && !isCountList(def.list) ? def.list.props.map((p) => p.name) : null, def.lists, def.template.ns === "svg"),
    printBraceTemplate([def.template], projectDialect, 0),
    ...styleBlock(css),
    "",
  ].join("\n");
}

/** `src/App.svelte`: regions as components, loose content as markup. */
export function svelteAppFile(plan: ComponentPlan, componentDir: string): string {
  const imports = usedComponents({ uses: plan.appUses, lists: plan.appLists }).map((n) => `import ${n} from "${componentDir}${n}.svelte";`);
  return [...script(imports, null, plan.appLists, false), printBraceTemplate(plan.app, projectDialect, 0), ""].join("\n");
}

/** `ExportedLayout.svelte`: the whole page in one component, its data arrays in <script>, its stylesheet unscoped. */
export function svelteSingleFile(plan: ComponentPlan, css: string, header: string[]): string {
  const lists = [...plan.appLists, ...plan.components.flatMap((c) => c.lists)];
  return [
    `<!-- ${header.join("\n     ")} -->`,
    "",
    ...script([], null, lists, false),
    printBraceTemplate(plan.app, braceInlineDialect(SVELTE_LOOP, plan), 0),
    ...styleBlock(css),
    "",
  ].join("\n");
}
