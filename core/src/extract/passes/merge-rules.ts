import type { ChildNode, Container, Rule } from "postcss";
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
  // Exact duplicates within one block: keep the last.
  const seen = new Map<string, Rule>();
  const rules: Rule[] = [];
  container.each((node) => {
    if (node.type === "rule") rules.push(node);
  });
  for (let i = rules.length - 1; i >= 0; i--) {
    const key = `${rules[i].selector}{${rules[i].nodes.map((n) => n.toString()).join(";")}}`;
    if (seen.has(key)) rules[i].remove();
    else seen.set(key, rules[i]);
  }
  let prev: ChildNode | null = null;
  for (const node of [...(container.nodes ?? [])]) {
    if (prev && prev.type === "rule" && node.type === "rule" && prev.selector === node.selector) {
      prev.append(node.nodes);
      node.remove();
      dedupeDeclarations(prev);
      continue;
    }
    if (prev && prev.type === "atrule" && node.type === "atrule" && prev.nodes && node.nodes && prev.name === node.name && prev.params === node.params && MERGEABLE_AT_RULES.has(node.name.toLowerCase())) {
      prev.append(node.nodes);
      node.remove();
      continue;
    }
    if (node.type === "rule") dedupeDeclarations(node);
    prev = node;
  }
  container.each((node) => {
    if (node.type === "atrule" && node.nodes && !/keyframes$/i.test(node.name)) mergeIn(node);
  });
}

/** A property set twice with the same importance: only the last one counts (the CSSOM already kept one value per property). */
function dedupeDeclarations(rule: Rule): void {
  const last = new Map<string, number>();
  rule.nodes.forEach((n, i) => {
    if (n.type === "decl") last.set(`${n.prop}|${n.important}`, i);
  });
  const remove = rule.nodes.filter((n, i) => n.type === "decl" && last.get(`${n.prop}|${n.important}`) !== i);
  for (const n of remove) n.remove();
}
