import { isCountList, type ItemList } from "../../model/layout-nodes.ts";
import type { ComponentDef, ComponentPlan } from "../../model/structure/component-plan.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { jsLineCommentText } from "../../../html/comment-text.ts";
import { vueItemVariable } from "./vue-components.ts";
import { dataArray, printBraceTemplate, usedComponents } from "./brace-markup.ts";
import { braceInlineDialect, braceProjectDialect, type BraceLoop } from "./brace-dialects.ts";

/**
 * Astro components for the component plan: props from `Astro.props` (typed by `interface Props`), data arrays in
 * the frontmatter, lists as `{data.map(...)}`. A component's own rules sit in its scoped <style>; the project uses
 * Astro's `where` scoping strategy, which adds no specificity, so the cascade is the html export's.
 */
const mapOpen = (list: ItemList) => `{${list.data}.map(${isCountList(list) ? "()" : `(${vueItemVariable(list)})`} => `;
const ASTRO_LOOP: BraceLoop = {
  target: "astro",
  repeat: (list, body) => `${mapOpen(list)}${body})}`,
  inlineItem: (markup) => `(${markup})`,
};
const projectDialect = braceProjectDialect(ASTRO_LOOP);

/** The frontmatter: imports, the props and the data arrays. */
export function frontmatter(lines: string[], props: string[] | null, lists: ItemList[]): string[] {
  const body = [
    ...(lines.length ? [lines.join("\n")] : []),
    ...(props ? [`interface Props {\n${props.map((p) => `  ${p}: string;`).join("\n")}\n}\n\nconst { ${props.join(", ")} } = Astro.props;`] : []),
    ...lists.map((l) => dataArray(l)),
  ];
  return body.length ? ["---", body.join("\n\n"), "---", ""] : [];
}

/** `src/components/<Name>.astro`. */
export function astroComponentFile(def: ComponentDef, css: string | null): string {
  const imports = usedComponents(def).map((n) => `import ${n} from "./${n}.astro";`);
  return [
    ...frontmatter(imports, def.list && !isCountList(def.list) ? def.list.props.map((p) => p.name) : null, def.lists),
    printBraceTemplate([def.template], projectDialect, 0),
    ...(css ? ["", "<style>", escapeStyleElementText(css), "</style>"] : []),
    "",
  ].join("\n");
}

/** The page body of `src/pages/index.astro`: regions as components, loose content as markup. */
export function astroAppMarkup(plan: ComponentPlan, depth: number): string {
  return printBraceTemplate(plan.app, projectDialect, depth);
}

export function astroAppImports(plan: ComponentPlan, componentDir: string): string[] {
  return usedComponents({ uses: plan.appUses, lists: plan.appLists }).map((n) => `import ${n} from "${componentDir}${n}.astro";`);
}

/** `ExportedLayout.astro`: the whole page in one component, data in the frontmatter, the stylesheet global. */
export function astroSingleFile(plan: ComponentPlan, css: string, header: string[]): string {
  const lists = [...plan.appLists, ...plan.components.flatMap((c) => c.lists)];
  const comments = header.map((l) => `// ${jsLineCommentText(l)}`);
  const fm = frontmatter(comments, null, lists);
  return [
    ...(fm.length ? fm : ["---", comments.join("\n"), "---", ""]),
    printBraceTemplate(plan.app, braceInlineDialect(ASTRO_LOOP, plan), 0),
    "",
    "<style is:global>",
    escapeStyleElementText(css),
    "</style>",
    "",
  ].join("\n");
}
