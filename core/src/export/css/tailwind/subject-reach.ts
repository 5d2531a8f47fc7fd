import { compile } from "css-select";
import { Element } from "domhandler";
import selectorParser from "postcss-selector-parser";
import type { LayoutElement } from "../../model/layout-nodes.ts";

/**
 * Whether a rule's selector may reach an element, judged by its subject compound alone (what stands after the last
 * combinator): tag, classes, id and attributes are tested against the element with every class it ever carries;
 * pseudo-classes and pseudo-elements are left out, and so are attributes that change at run time, so the answer errs
 * towards "may reach". `.carousel-indicators [data-bs-target]` does not reach a backdrop `<div class="modal-backdrop">`;
 * `#mainNav` reaches only the element with that id; `::-webkit-inner-spin-button` styles a pseudo-element, never the
 * element. A selector that cannot be read reaches everything.
 */
const CHANGING_ATTRIBUTE = /^(hidden|open|inert|aria-.*|class|style)$/i;

/** `staticClasses`: the element's classes never change (a backdrop's), so `:not(.show)` is read as written. */
const classesOnly = (node: selectorParser.Node) => node.type === "pseudo" && node.value.toLowerCase() === ":not" && node.nodes.every((sel) => sel.type === "selector" && sel.nodes.length > 0 && sel.nodes.every((n) => n.type === "class"));

export function subjectReach(selector: string, toggledAttributes: Set<string> = new Set(), staticClasses = false): ((el: LayoutElement, classes: Set<string>) => boolean) {
  let subjects: string[] | null = [];
  try {
    selectorParser((root) => {
      root.each((sel) => {
        const start = sel.nodes.map((n) => n.type === "combinator").lastIndexOf(true) + 1;
        // A pseudo-element's rule styles the pseudo-element, never the element (`::slotted()` and `::part()` do select elements).
        const pseudoElement = sel.nodes.slice(start).find((n) => n.type === "pseudo" && (String(n.value).startsWith("::") || /^:(before|after|first-line|first-letter)$/i.test(String(n.value))));
        if (pseudoElement && !/^::(slotted|part)$/i.test(String(pseudoElement.value))) return;
        const kept = sel.nodes.slice(start).filter((n) => {
          if (n.type === "pseudo") return staticClasses && classesOnly(n);
          if (n.type === "nesting") return false;
          if (n.type === "attribute") return !(CHANGING_ATTRIBUTE.test(n.attribute) || toggledAttributes.has(n.attribute.toLowerCase()));
          return true;
        });
        if (sel.nodes.slice(start).some((n) => n.type === "nesting")) subjects = null;
        subjects?.push(kept.map(String).join("").trim() || "*");
      });
    }).processSync(selector);
  } catch {
    subjects = null;
  }
  if (!subjects) return () => true;
  let tests: ((el: Element) => boolean)[];
  try {
    tests = (subjects as string[]).map((s) => compile(s) as unknown as (el: Element) => boolean);
  } catch {
    return () => true;
  }
  return (el, classes) => {
    const attrs = Object.fromEntries(el.attrs.map((a) => [a.name, a.value]));
    attrs.class = [...classes].join(" ");
    const node = new Element(el.tag, attrs, []);
    return tests.some((test) => test(node));
  };
}
