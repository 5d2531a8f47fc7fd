import type { ChildNode, Container, Rule } from "postcss";
import { moveChildren, removeChildrenWhere } from "../../css/remove-nodes.ts";
import type { ExtractContext } from "../context.ts";
import { styleScopes } from "../scopes.ts";

/** Conditional blocks: two neighbours with the same condition are one block. (`@font-face`, `@layer` never merge.) */
const MERGEABLE_AT_RULES = new Set(["media", "supports", "container"]);

/**
 * Removes exact duplicate rules (the later copy already applies the same declarations with a later position), merges
 * neighbouring rules with the same selector and neighbouring at-rule blocks with the same condition, and removes
 * declarations overridden later in the same rule.
 */
export function mergeDuplicateRules(ctx: ExtractContext): void {
  for (const scope of styleScopes(ctx)) mergeIn(scope.css);
}

export function mergeIn(container: Container): void {
  const nodes = container.nodes ?? [];
  // Exact duplicates within one block: keep the last.
  const seen = new Set<string>();
  const duplicates = new Set<ChildNode>();
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    if (node.type !== "rule") continue;
    const key = `${node.selector}{${node.nodes.map((n) => n.toString()).join(";")}}`;
    if (seen.has(key)) duplicates.add(node);
    else seen.add(key);
  }
  // One pass that rebuilds the block (removing node by node would be quadratic on large sheets).
  const kept: ChildNode[] = [];
  let prev: ChildNode | null = null;
  for (const node of nodes) {
    if (duplicates.has(node)) {
      node.parent = undefined;
      continue;
    }
    const sameRule = prev?.type === "rule" && node.type === "rule" && prev.selector === node.selector;
    const sameBlock =
      prev?.type === "atrule" && node.type === "atrule" && !!prev.nodes && !!node.nodes && prev.name === node.name && prev.params === node.params && MERGEABLE_AT_RULES.has(node.name.toLowerCase());
    if (prev && (sameRule || sameBlock)) {
      moveChildren(node as Container, prev as Container);
      node.parent = undefined;
      continue;
    }
    kept.push(node);
    prev = node;
  }
  if (kept.length !== nodes.length) container.nodes = kept;
  for (const node of kept) {
    if (node.type === "rule") dedupeDeclarations(node);
    else if (node.type === "atrule" && node.nodes && !/keyframes$/i.test(node.name)) mergeIn(node);
  }
}

/** A property set twice with the same importance: only the last one counts (the CSSOM already kept one value per property). */
function dedupeDeclarations(rule: Rule): void {
  const last = new Map<string, ChildNode>();
  for (const n of rule.nodes) if (n.type === "decl") last.set(`${n.prop}|${n.important}`, n);
  if (last.size === rule.nodes.filter((n) => n.type === "decl").length) return;
  removeChildrenWhere(rule, (n) => n.type === "decl" && last.get(`${n.prop}|${n.important}`) !== n);
}
