import type { ChildNode, Root } from "postcss";
import { removeNodes } from "../css/remove-nodes.ts";
import { isDangerousCss } from "./css-dangers.ts";

/**
 * A parsed stylesheet without the declarations and at-rules that can run code in some engine (css-dangers.ts).
 * Takes postcss's tree from the caller, so this module (like the rest of the policy) loads no parser itself.
 * Removals are collected and done in one pass per parent (node by node is quadratic on a hostile 1M-rule sheet).
 */
export function sanitizeStylesheet(root: Root): Root {
  const dangerous: ChildNode[] = [];
  root.walkDecls((decl) => {
    if (isDangerousCss(`${decl.prop}:${decl.value}`)) dangerous.push(decl);
  });
  root.walkAtRules((rule) => {
    if (isDangerousCss(rule.params)) dangerous.push(rule);
  });
  removeNodes(dangerous);
  return root;
}
