import type { ChildNode } from "postcss";
import type { Element } from "domhandler";
import { SelectorMatcher } from "../../extract/css/match.ts";
import { elements, parseDocument } from "../../extract/dom.ts";
import { attributeText } from "../../contract/document-attributes.ts";
import { printMarkup } from "../../export/print/markup-printer.ts";
import type { LayoutTree } from "../../export/model/layout-nodes.ts";

/**
 * Which of a page's elements a top-level stylesheet item (a rule, or an at-rule around rules) can style, read from
 * the page's own markup with dynamic pseudo-classes and pseudo-elements ignored (so `a:hover` reaches every `a`).
 * `null` when a selector cannot be evaluated: the caller then assumes it reaches everything.
 */
export class PageReach {
  private readonly matcher = new SelectorMatcher();
  private readonly all: Element[];

  constructor(tree: LayoutTree) {
    const html = attributeText({ ...tree.document?.html });
    const body = attributeText({ ...tree.document?.body });
    this.all = elements(parseDocument(`<!DOCTYPE html><html${html}><head></head><body${body}>${printMarkup(tree.nodes)}</body></html>`));
  }

  reach(node: ChildNode): Set<Element> | null {
    const out = new Set<Element>();
    let known = true;
    const visit = (n: ChildNode) => {
      if (n.type === "rule") {
        for (const selector of n.selectors) {
          const m = this.matcher.matcher(selector);
          if (!m) known = false;
          else for (const el of this.all) if (m(el)) out.add(el);
        }
      } else if (n.type === "atrule") n.each((c) => void visit(c));
    };
    visit(node);
    return known ? out : null;
  }
}
