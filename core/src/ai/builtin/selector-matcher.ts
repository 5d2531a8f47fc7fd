import selectorParser from "postcss-selector-parser";
import type { DefaultTreeAdapterMap } from "parse5";

export type Element = DefaultTreeAdapterMap["element"];

interface Compound {
  tag: string | null;
  id: string | null;
  classes: string[];
  attributes: { name: string; value?: string }[];
  /** How this compound relates to the one on its right. */
  combinator: " " | ">" | null;
}

export interface CompiledSelector {
  compounds: Compound[];
  specificity: number;
}

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

/**
 * Compiles one selector for the static cascade the built-in AI needs (base state, no interaction):
 * selectors with pseudo-classes/elements or sibling combinators never match, so hover and ::before colours
 * are not mistaken for what the text shows at rest.
 */
export function compileSelector(selector: string): CompiledSelector[] {
  const result: CompiledSelector[] = [];
  selectorParser((root) => {
    root.each((sel) => {
      const compounds: Compound[] = [];
      let current: Compound = { tag: null, id: null, classes: [], attributes: [], combinator: null };
      let supported = true;
      sel.each((node) => {
        switch (node.type) {
          case "tag":
            current.tag = node.value.toLowerCase();
            break;
          case "class":
            current.classes.push(node.value);
            break;
          case "id":
            current.id = node.value;
            break;
          case "attribute":
            current.attributes.push({ name: node.attribute.toLowerCase(), value: node.value });
            break;
          case "universal":
            break;
          case "combinator": {
            const value = node.value.trim() === "" ? " " : node.value.trim();
            if (value !== " " && value !== ">") supported = false;
            compounds.push(current);
            current = { tag: null, id: null, classes: [], attributes: [], combinator: value as " " | ">" };
            break;
          }
          case "pseudo":
            if (node.value === ":root") current.tag = "html";
            else supported = false;
            break;
          default:
            supported = false;
        }
      });
      compounds.push(current);
      if (!supported) return;
      const ids = compounds.filter((c) => c.id).length;
      const cls = compounds.reduce((n, c) => n + c.classes.length + c.attributes.length, 0);
      const tags = compounds.filter((c) => c.tag).length;
      result.push({ compounds, specificity: ids * 10_000 + cls * 100 + tags });
    });
  }).processSync(selector);
  return result;
}

function matchesCompound(el: Element, c: Compound): boolean {
  if (c.tag && el.tagName !== c.tag) return false;
  if (c.id && attr(el, "id") !== c.id) return false;
  if (c.classes.length) {
    const classes = (attr(el, "class") ?? "").split(/\s+/);
    if (!c.classes.every((name) => classes.includes(name))) return false;
  }
  for (const a of c.attributes) {
    const value = attr(el, a.name);
    if (value === undefined || (a.value !== undefined && value !== a.value)) return false;
  }
  return true;
}

/** `ancestors` runs from the root down to the element's parent. */
export function matches(sel: CompiledSelector, el: Element, ancestors: readonly Element[]): boolean {
  const { compounds } = sel;
  let i = compounds.length - 1;
  if (!matchesCompound(el, compounds[i])) return false;
  let depth = ancestors.length - 1;
  while (i > 0) {
    const combinator = compounds[i].combinator;
    i -= 1;
    if (combinator === ">") {
      if (depth < 0 || !matchesCompound(ancestors[depth], compounds[i])) return false;
      depth -= 1;
    } else {
      while (depth >= 0 && !matchesCompound(ancestors[depth], compounds[i])) depth -= 1;
      if (depth < 0) return false;
      depth -= 1;
    }
  }
  return true;
}
