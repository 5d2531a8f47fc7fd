import { isCountList, type ItemList, type LayoutElement, type LayoutNode } from "../../model/layout-nodes.ts";
import type { ComponentDef } from "../../model/structure/component-plan.ts";
import { isPrintableAttributeName, isPrintableElementName } from "../../../html/printable-names.ts";
import { scriptString, vueItemVariable } from "./vue-components.ts";
import { renderInteractionProps } from "../interaction-bindings.ts";

/**
 * Vue components written as render functions (`defineComponent` + `h()`): one SFC holds one template, so the
 * single-file download defines its child components this way, and no runtime template compiler is needed. Text and
 * attribute values are JS string literals, so page text like `{{ x }}` stays literal without any escaping. Names
 * pass the same checks as the Vue template printer's (no directive or reserved name can reach `h()` either).
 */
const INDENT = "  ";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const propKey = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/** `...cards.map(card => h(Card, { key: card.title, ...card }))`: an item list spread into its parent's children. */
function listCall(list: ItemList): string {
  const item = vueItemVariable(list);
  if (isCountList(list)) return `...${list.data}.map(${item} => h(${list.component}, { key: ${item} }))`;
  const params = list.key ? item : `(${item}, index)`;
  const key = list.key ? `${item}.${list.key}` : "index";
  return `...${list.data}.map(${params} => h(${list.component}, { key: ${key}, ...${item} }))`;
}

function attributes(el: LayoutElement): string | null {
  const attr = (name: string) => el.attrs.find((a) => a.name === name)?.value;
  const interaction = el.interaction && renderInteractionProps(el.interaction, attr("class") ?? "", attr("role") === "tab");
  const entries = el.attrs
    .filter((a) => isPrintableAttributeName("vue", a.name, el.ns, el.tag) && !(a.name === "class" && interaction?.replacesClass))
    .map((a) => `${propKey(a.name)}: ${a.prop ? `props.${a.prop}` : scriptString(a.value)}`);
  // Our bindings to the page's interaction state (validated names, generated identifiers).
  if (interaction) entries.push(...interaction.entries);
  return entries.length ? `{ ${entries.join(", ")} }` : null;
}

const printable = (nodes: LayoutNode[]) => nodes.filter((n) => n.type === "text" || !!n.use || isPrintableElementName("vue", n.tag, n.ns));

/** One child as an expression (a list is a spread, valid only inside a children array). */
function child(node: LayoutNode, depth: number): string {
  if (node.type === "text") return node.prop ? `props.${node.prop}` : scriptString(node.value);
  return element(node, depth);
}

function element(el: LayoutElement, depth: number): string {
  if (el.use) return "component" in el.use ? `h(${el.use.component})` : listCall(el.use.list);
  const tag = scriptString(el.tag);
  const attrs = attributes(el);
  const children = printable(el.children);
  if (!children.length) return `h(${tag}${attrs ? `, ${attrs}` : ""})`;
  const only = children[0];
  // A lone text child is the element's text content (`h("p", null, "Hello")`); a lone list is the children array.
  if (children.length === 1 && only.type === "text") return `h(${tag}, ${attrs ?? "null"}, ${child(only, depth)})`;
  if (children.length === 1 && only.type === "element" && only.use && "list" in only.use) return `h(${tag}, ${attrs ?? "null"}, ${listCall(only.use.list).slice(3)})`;
  const pad = INDENT.repeat(depth + 1);
  const lines = children.map((c) => `${pad}${child(c, depth + 1)},`);
  return `h(${tag}, ${attrs ?? "null"}, [\n${lines.join("\n")}\n${INDENT.repeat(depth)}])`;
}

/** `const Name = defineComponent({ ... })`: props (item components) and a render function over the template. */
export function vueRenderComponent(def: ComponentDef): string {
  const props = def.list?.props.map((p) => p.name) ?? [];
  const setup = props.length ? "setup: (props) => () =>" : "setup: () => () =>";
  return [
    `const ${def.name} = defineComponent({`,
    `  name: ${JSON.stringify(def.name)},`,
    ...(props.length ? [`  props: { ${props.map((p) => `${p}: String`).join(", ")} },`] : []),
    `  ${setup} ${element(def.template, 1)},`,
    "});",
  ].join("\n");
}
