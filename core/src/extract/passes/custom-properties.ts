import type { ChildNode, Root } from "postcss";
import { removeEmptyRules, removeNodes } from "../../css/remove-nodes.ts";
import type { ExtractContext } from "../context.ts";
import { styleScopes } from "../scopes.ts";

const VAR_REF = /var\(\s*(--[\w-]+)/g;

/**
 * Drops custom property declarations (and `@property` rules) that nothing kept reads, following `var()` chains:
 * design-system sheets often define hundreds of variables of which a page uses a few.
 */
export function dropUnusedCustomProperties(ctx: ExtractContext): void {
  const roots = styleScopes(ctx).map((s) => s.css);
  const used = usedCustomProperties(roots);
  for (const root of roots) {
    const unused: ChildNode[] = [];
    root.walkDecls((decl) => {
      if (decl.prop.startsWith("--") && !used.has(decl.prop)) unused.push(decl);
    });
    root.walkAtRules("property", (at) => {
      if (!used.has(at.params.trim())) unused.push(at);
    });
    removeNodes(unused);
    removeEmptyRules(root);
  }
}

export function usedCustomProperties(roots: Root[]): Set<string> {
  const used = new Set<string>();
  const definitions = new Map<string, string[]>();
  for (const root of roots) {
    root.walkDecls((decl) => {
      if (decl.prop.startsWith("--")) {
        const list = definitions.get(decl.prop) ?? [];
        list.push(decl.value);
        definitions.set(decl.prop, list);
      } else for (const m of decl.value.matchAll(VAR_REF)) used.add(m[1]);
    });
  }
  // A used variable makes the variables its own value reads used too.
  const queue = [...used];
  while (queue.length) {
    const name = queue.pop() as string;
    for (const value of definitions.get(name) ?? []) {
      for (const m of value.matchAll(VAR_REF)) {
        if (!used.has(m[1])) {
          used.add(m[1]);
          queue.push(m[1]);
        }
      }
    }
  }
  return used;
}
