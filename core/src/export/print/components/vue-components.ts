import { countArray, isCountList, type ItemList, type LayoutElement, type LayoutNode } from "../../model/layout-nodes.ts";
import { printNodes, type TagPrinter } from "../code-layout.ts";
import { markupPrinter } from "../markup-printer.ts";
import { escapeHtmlAttribute, serializeTextIn } from "../../../html/raw-text.ts";
import type { ComponentDef, ComponentPlan } from "../../model/structure/component-plan.ts";
import { camelCase } from "../../model/structure/identifiers.ts";
import { statesUsed, vueInteractionAttributes } from "../interaction-bindings.ts";
import type { InteractionState } from "../../model/layout-nodes.ts";
import { vueBackdrops } from "./interactions-vue.ts";
import { withPortalAfter, type LocalState } from "../../model/named-components.ts";
import { vueComponentState } from "./named-component-state.ts";

/**
 * Vue templates for the component plan. A static subtree (no props, no child components) gets `v-pre` only where
 * Vue would read the page's markup as its own: text like `{{ x }}`, a custom element or one of Vue's built-in tags
 * (which Vue would resolve as a component), an attribute spelt like a directive. Vue then prints it as it is.
 * Text next to bindings is printed as an interpolated string literal whose braces are escaped.
 */
const MUSTACHE = /\{\{|\}\}/;
const VUE_TAGS = new Set(["component", "slot", "template", "transition", "transition-group", "keep-alive", "teleport", "suspense"]);
const DIRECTIVE_LIKE = /^(v-|:|@|#)/;

/** Whether Vue's compiler would read something in this static subtree as template syntax. */
function needsPre(node: LayoutNode): boolean {
  if (node.type === "text") return MUSTACHE.test(node.value);
  if (node.tag.includes("-") || VUE_TAGS.has(node.tag) || node.attrs.some((a) => DIRECTIVE_LIKE.test(a.name))) return true;
  return node.children.some(needsPre);
}

/** `bound`: elements the caller gives directives of its own (a `v-for`), which `v-pre` would switch off. */
function isStatic(node: LayoutNode, bound?: (el: LayoutElement) => boolean): boolean {
  if (node.type === "text") return !node.prop;
  return !node.use && !node.interaction && !bound?.(node) && !node.attrs.some((a) => a.prop) && node.children.every((c) => isStatic(c, bound));
}

/** Maximal static subtrees that need it: the elements that get v-pre, and everything inside them. */
function preSubtrees(nodes: LayoutNode[], bound?: (el: LayoutElement) => boolean): { roots: Set<LayoutElement>; inside: Set<LayoutElement> } {
  const roots = new Set<LayoutElement>();
  const inside = new Set<LayoutElement>();
  const mark = (el: LayoutElement) => {
    inside.add(el);
    for (const c of el.children) if (c.type === "element") mark(c);
  };
  const visit = (list: LayoutNode[]) => {
    for (const node of list) {
      if (node.type !== "element") continue;
      if (isStatic(node, bound)) {
        if (!needsPre(node)) continue;
        roots.add(node);
        mark(node);
      } else visit(node.children);
    }
  };
  visit(nodes);
  return { roots, inside };
}

/** A JS string literal that cannot end an interpolation or be read as markup. */
function interpolatedLiteral(value: string): string {
  return `{{ ${JSON.stringify(value).replace(/[{}<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)} }}`;
}

/** The v-for / map variable of a list: the item component in camelCase, unless that is the data array's name. */
export const vueItemVariable = (list: ItemList) => {
  const name = camelCase(list.component) || "entry";
  return name === list.data ? "entry" : name;
};

export function vueListAttributes(list: ItemList): string[] {
  const item = vueItemVariable(list);
  if (isCountList(list)) return [`v-for="${item} in ${list.data}"`, `:key="${item}"`];
  return list.key ? [`v-for="${item} in ${list.data}"`, `:key="${item}.${list.key}"`] : [`v-for="(${item}, index) in ${list.data}"`, ':key="index"'];
}

/** `moreAttrs`: attributes the caller adds to an element (the single file's `v-for` on an inlined item). */
export function vuePrinter(nodes: LayoutNode[], moreAttrs?: (el: LayoutElement) => string[]): TagPrinter {
  const { roots, inside } = preSubtrees(nodes, moreAttrs && ((el) => moreAttrs(el).length > 0));
  const base = markupPrinter({
    target: "vue",
    attr: (el, name, value) => {
      const prop = el.attrs.find((a) => a.name === name)?.prop;
      if (prop) return `:${name}="${escapeHtmlAttribute(prop)}"`;
      return value === "" ? name : `${name}="${escapeHtmlAttribute(value)}"`;
    },
    extraAttrs: (el) => [
      ...(moreAttrs?.(el) ?? []),
      ...(roots.has(el) ? ["v-pre"] : el.interaction ? vueInteractionAttributes(el.interaction, el.attrs.some((a) => a.name === "role" && a.value === "tab")) : []),
    ],
    // Vue compiles this markup: `v-pre` and string expressions keep template syntax literal (the split the HTML
    // printer puts between delimiters would not survive Vue's compiler anyway).
    text: (value, _pre, parent) => serializeTextIn(value, parent && { tag: parent.tag, ns: parent.ns }),
  });
  const useCode = (el: LayoutElement) => {
    const use = el.use!;
    if ("component" in use) return `<${use.component} />`;
    const bind = isCountList(use.list) ? "" : ` v-bind="${vueItemVariable(use.list)}"`;
    return `<${use.list.component} ${vueListAttributes(use.list).join(" ")}${bind} />`;
  };
  return {
    ...base,
    accepts: (el) => !!el.use || base.accepts(el),
    open: (el, depth) => (el.use ? useCode(el) : base.open(el, depth)),
    selfContained: (el) => !!el.use || base.selfContained(el),
    text: (value, preformatted, parent, node) => {
      if (node?.prop) return `{{ ${node.prop} }}`;
      if (parent && inside.has(parent)) return base.text(value, preformatted, parent, node);
      if (MUSTACHE.test(value)) return interpolatedLiteral(value);
      return base.text(value, preformatted, parent, node);
    },
  };
}

/** Loose top-level text gets a span: a template's top level is printed one node per line. */
export function wrapLooseText(nodes: LayoutNode[]): LayoutNode[] {
  return nodes.map((n) => (n.type === "text" ? { type: "element", tag: "span", ns: "html", attrs: [], children: [n] } : n));
}

export function printVueTemplate(nodes: LayoutNode[], depth: number, moreAttrs?: (el: LayoutElement) => string[]): string {
  return printNodes(nodes, null, vuePrinter(nodes, moreAttrs), depth);
}

/** `<` is escaped so no value can end the `<script>` block it sits in. */
export const scriptString = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

export function vueDataArray(list: ItemList): string {
  if (isCountList(list)) {
    const [comment, value] = countArray(list);
    return `${comment}\nconst ${list.data} = ${value};`;
  }
  const rows = list.items.map((item) => `  { ${list.props.map((p) => `${p.name}: ${scriptString(item[p.name] ?? "")}`).join(", ")} },`);
  return [`const ${list.data} = [`, ...rows, "];"].join("\n");
}

function scriptSetup(imports: string[], lists: ItemList[], props: string[] | null): string[] {
  const body = [
    ...(imports.length ? [imports.join("\n")] : []),
    ...(props ? [`defineProps({ ${props.map((p) => `${p}: String`).join(", ")} });`] : []),
    ...lists.map(vueDataArray),
  ];
  return body.length ? ["<script setup>", body.join("\n\n"), "</script>", ""] : [];
}

/** The interaction states a template reads (imported from the page's state module). */
function templateStates(nodes: LayoutNode[], out = new Set<string>()): Set<string> {
  for (const n of nodes) {
    // A component's placeholder keeps its element's fields, but the component's own file prints its bindings.
    if (n.type !== "element" || n.use) continue;
    for (const s of n.interaction ? statesUsed(n.interaction) : []) out.add(s);
    templateStates(n.children, out);
  }
  return out;
}

const stateImport = (states: Set<string>, from: string) => (states.size ? [`import { ${[...states].join(", ")} } from "${from}";`] : []);

/** The template, and the menu it portals back to the end of <body> (model/named-components.ts) in a `<Teleport>`. */
function vueTemplateWithPortal(template: LayoutElement): string[] {
  const [own, portal] = withPortalAfter(template);
  if (!portal) return [printVueTemplate([own], 1)];
  return [printVueTemplate([own], 1), '  <Teleport to="body">', printVueTemplate([portal], 2), "  </Teleport>"];
}

/**
 * One `<Name>.vue` file with the component's own rules (from the CSS split) in a plain `<style>`: `scoped` would add
 * an attribute to every selector, one more step of specificity than the same rule has in the page and in every
 * other export, and a rule that lost to another there would win here. The split gives a component only the rules
 * of classes no other component uses, so they reach nothing else unscoped either.
 */
export function vueComponentFile(def: ComponentDef, scopedCss: string | null, local?: LocalState): string {
  const own = local ? vueComponentState(local) : null;
  const imports = [
    ...(own ? [`import { ${own.imports.join(", ")} } from "vue";`] : []),
    ...stateImport(templateStates([def.template]), "../page-state.js"),
    ...[...def.uses, ...def.lists.map((l) => l.component)].filter((v, i, a) => a.indexOf(v) === i).map((n) => `import ${n} from "./${n}.vue";`),
  ];
  const script = scriptSetup(imports, def.lists, def.list && !isCountList(def.list) ? def.list.props.map((p) => p.name) : null);
  if (own) script.splice(script.indexOf("</script>"), 0, "", ...own.body);
  return [
    ...script,
    "<template>",
    ...vueTemplateWithPortal(def.template),
    "</template>",
    ...(scopedCss ? ["", "<style>", scopedCss, "</style>"] : []),
    "",
  ].join("\n");
}

/**
 * `App.vue` of the project: regions as components, loose content as markup; with interaction states, it installs
 * Escape and outside-click handling and renders the backdrops of open dialogs.
 */
export function vueAppFile(plan: ComponentPlan, componentDir: string, states: InteractionState[] = []): string {
  const names = [...plan.appUses, ...plan.appLists.map((l) => l.component)].filter((v, i, a) => a.indexOf(v) === i);
  const backdrops = vueBackdrops(states);
  const used = templateStates(plan.app);
  for (const s of states) if (s.kind === "disclosure" && s.backdrop) used.add(s.name);
  const interactions = states.length
    ? ['import { useDismissal } from "./interactions.js";', ...stateImport(new Set(["disclosures", ...used]), "./page-state.js")]
    : [];
  const script = scriptSetup([...interactions, ...names.map((n) => `import ${n} from "${componentDir}${n}.vue";`)], plan.appLists, null);
  if (states.length) script.splice(script.indexOf("</script>"), 0, "", "useDismissal(disclosures);");
  return [
    ...script,
    "<template>",
    // Before the page, as a backdrop without a z-index (Radix's overlay) must be: under the dialog it sits behind.
    ...backdrops.map((b) => `  ${b}`),
    printVueTemplate(wrapLooseText(plan.app), 1),
    "</template>",
    "",
  ].join("\n");
}
