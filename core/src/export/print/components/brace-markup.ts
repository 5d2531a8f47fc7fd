import { countArray, isCountList, type ItemList, type LayoutElement, type LayoutNode } from "../../model/layout-nodes.ts";
import { printNodes, type TagPrinter } from "../code-layout.ts";
import { markupPrinter } from "../markup-printer.ts";
import { inertHtmlAttribute, inertHtmlText } from "../../../html/template-delimiters.ts";
import type { ComponentDef } from "../../model/structure/component-plan.ts";
import { htmlCommentText } from "../../../html/comment-text.ts";
import { BOOLEAN_ATTRIBUTES } from "../jsx-attributes.ts";

/**
 * Svelte and Astro templates: HTML where `{` opens an expression, in text and in attribute values alike. Page text
 * and values go through the shared active-content policy (template-delimiters.ts: delimiters split, braces as
 * entities) and then every remaining brace becomes an entity, so nothing the page wrote is ever read as code; props
 * are the only expressions printed. Directive attributes and the elements the frameworks compile themselves are
 * refused by printable-names.ts (targets "svelte" and "astro").
 */
const BRACE_ENTITIES: Record<string, string> = { "{": "&#123;", "}": "&#125;" };
const braces = (source: string) => source.replace(/[{}]/g, (c) => BRACE_ENTITIES[c]);

export function braceText(value: string, parent: LayoutElement | null): string {
  return braces(inertHtmlText(value, parent && { tag: parent.tag, ns: parent.ns }));
}

/** An empty value is written bare only for boolean attributes: both frameworks type a bare `alt` as `true`, not "". */
export function braceAttribute(name: string, value: string): string {
  return value === "" && BOOLEAN_ATTRIBUTES.has(name.toLowerCase()) ? name : `${name}="${braces(inertHtmlAttribute(value))}"`;
}

export interface BraceDialect {
  target: "svelte" | "astro";
  /** A prop read inside an item template: `title` in its own component, `member.title` when printed inline. */
  prop: (name: string) => string;
  /** What stands where a component or a list of item components goes (`<Team />`, an each block…). */
  use: (el: LayoutElement, depth: number) => string;
}

/**
 * A shadow root's `<slot>` (kept as declarative shadow DOM) is where the host's children show; both frameworks
 * read the tag as their own slot syntax, so it is written as raw markup of ours: the tag and a checked name only.
 */
const SLOT_NAME = /^[A-Za-z0-9_-]{1,64}$/;
function shadowSlot(el: LayoutElement, target: BraceDialect["target"]): string {
  const name = el.attrs.find((a) => a.name === "name")?.value;
  const markup = name && SLOT_NAME.test(name) ? `<slot name="${name}"></slot>` : "<slot></slot>";
  return target === "svelte" ? `{@html ${JSON.stringify(markup)}}` : `<Fragment set:html={${JSON.stringify(markup)}} />`;
}
const isSlot = (el: LayoutElement) => el.tag === "slot" && el.ns === "html" && el.children.every((c) => c.type !== "element");

export function bracePrinter(dialect: BraceDialect): TagPrinter {
  const base = markupPrinter({
    target: dialect.target,
    attr: (el, name, value) => {
      const prop = el.attrs.find((a) => a.name === name)?.prop;
      return prop ? `${name}={${dialect.prop(prop)}}` : braceAttribute(name, value);
    },
    text: (value, _pre, parent) => braceText(value, parent),
  });
  return {
    ...base,
    accepts: (el) => !!el.use || isSlot(el) || base.accepts(el),
    open: (el, depth) => (el.use ? dialect.use(el, depth) : isSlot(el) ? shadowSlot(el, dialect.target) : base.open(el, depth)),
    selfContained: (el) => !!el.use || isSlot(el) || base.selfContained(el),
    text: (value, preformatted, parent, node) => (node?.prop ? `{${dialect.prop(node.prop)}}` : base.text(value, preformatted, parent, node)),
  };
}

export function printBraceTemplate(nodes: LayoutNode[], dialect: BraceDialect, depth: number): string {
  return printNodes(nodes, null, bracePrinter(dialect), depth);
}

/** The components a template renders, each once, in order (its imports). */
export function usedComponents(def: Pick<ComponentDef, "uses" | "lists">): string[] {
  return [...def.uses, ...def.lists.map((l) => l.component)].filter((v, i, a) => a.indexOf(v) === i);
}

/** `<` is escaped so no value can end the `<script>` block (or frontmatter) it sits in. */
const scriptString = (value: string) => JSON.stringify(value).replace(/</g, "\\u003c");

export function dataArray(list: ItemList, indent = ""): string {
  if (isCountList(list)) {
    const [comment, value] = countArray(list);
    return `${indent}${comment}\n${indent}const ${list.data} = ${value};`;
  }
  const rows = list.items.map((item) => `${indent}  { ${list.props.map((p) => `${p.name}: ${scriptString(item[p.name] ?? "")}`).join(", ")} },`);
  return [`${indent}const ${list.data} = [`, ...rows, `${indent}];`].join("\n");
}

/** Text inside an HTML comment of a Svelte or Astro file: comment-safe, no braces, not a `svelte-ignore` directive. */
export function braceCommentText(text: string): string {
  return htmlCommentText(text).replace(/[{}]/g, (c) => (c === "{" ? "(" : ")"));
}
