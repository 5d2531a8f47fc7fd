import type { AtRule, ChildNode, Container, Root } from "postcss";
import { removeNodes } from "../css/remove-nodes.ts";
import { isDangerousCss } from "./css-dangers.ts";
import { keptAtRule } from "./at-rule-policy.ts";

/** What the policy took out of one stylesheet, for the extraction report. */
export interface StylesheetRemovals {
  /** At-rules a build tool or loader acts on (`@import`, `@plugin`, `@config`, `@apply`, …) or that no engine knows. */
  atRules: number;
  declarations: number;
}

/**
 * A parsed stylesheet without the declarations and at-rules that can run code in some engine (css-dangers.ts), and
 * with only the at-rules that describe styles (at-rule-policy.ts): a page's `@plugin`, `@config` or `@import` would
 * otherwise be followed by our Tailwind compiler or by the customer's build. Takes postcss's tree from the caller,
 * so this module (like the rest of the policy) loads no parser itself. Removals are collected and done in one pass
 * per parent (node by node is quadratic on a hostile 1M-rule sheet).
 */
export function sanitizeStylesheet(root: Root): Root {
  return sanitizeStylesheetCounted(root).root;
}

export function sanitizeStylesheetCounted(root: Root): { root: Root; removed: StylesheetRemovals } {
  const dangerous: ChildNode[] = [];
  const removed: StylesheetRemovals = { atRules: 0, declarations: 0 };
  // A walk of our own rather than walkAtRules: an at-rule inside a dropped one is not visited (nor counted), and
  // a stack instead of recursion, as a hostile sheet may nest deeply.
  const stack: { container: Container; parentAtRule: string | null }[] = [{ container: root, parentAtRule: null }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    for (const node of next.container.nodes ?? []) {
      if (node.type === "decl") {
        if (isDangerousCss(`${node.prop}:${node.value}`)) {
          dangerous.push(node);
          removed.declarations++;
        }
      } else if (node.type === "atrule") {
        if (!keptAtRule(node.name, next.parentAtRule) || isDangerousCss(node.params)) {
          dangerous.push(node);
          removed.atRules++;
        } else if (node.nodes) stack.push({ container: node, parentAtRule: atRuleName(node) });
      } else if (node.type === "rule") stack.push({ container: node, parentAtRule: next.parentAtRule });
    }
  }
  removeNodes(dangerous);
  return { root, removed };
}

const atRuleName = (rule: AtRule) => rule.name.toLowerCase().replace(/^-[a-z]+-(?=keyframes$)/, "");
