import type { ChildNode, Container, Declaration } from "postcss";
import { removeNodes } from "../../css/remove-nodes.ts";
import type { ExtractContext } from "../context.ts";
import { styleScopes } from "../scopes.ts";

const PREFIX = /^-(webkit|moz|ms|o)-/i;

/**
 * Drops vendor-prefixed duplicates inside a rule: `-moz-tab-size: 4` next to `tab-size: 4`, and prefixed values
 * such as `display: -webkit-box` followed by `display: flex`. A prefixed declaration goes only when the standard one
 * decides the same property anyway: it comes later, or says the same thing. Prefixed properties with no standard
 * twin in the rule (`-webkit-text-size-adjust`, `-webkit-line-clamp`) stay.
 */
export function dropVendorDuplicates(ctx: ExtractContext): void {
  for (const scope of styleScopes(ctx)) dropVendorDuplicatesIn(scope.css);
}

export function dropVendorDuplicatesIn(root: Container): void {
  const decided: ChildNode[] = [];
  root.walkRules((rule) => {
    const decls = rule.nodes.filter((n): n is Declaration => n.type === "decl");
    // Standard (unprefixed-value) declarations by property: the last position, and the values they set.
    const lastStandard = new Map<string, number>();
    const standardValues = new Set<string>();
    decls.forEach((d, i) => {
      if (PREFIX.test(d.value.trim())) return;
      const prop = d.prop.toLowerCase();
      lastStandard.set(prop, i);
      standardValues.add(`${prop}|${d.value}|${!!d.important}`);
    });
    decls.forEach((decl, i) => {
      const standard = decl.prop.replace(PREFIX, "").toLowerCase();
      const prefixedProp = standard !== decl.prop.toLowerCase();
      const prefixedValue = !prefixedProp && PREFIX.test(decl.value.trim());
      if (!prefixedProp && !prefixedValue) return;
      const later = (lastStandard.get(standard) ?? -1) > i;
      const same = prefixedProp && standardValues.has(`${standard}|${decl.value}|${!!decl.important}`);
      if (later || same) decided.push(decl);
    });
  });
  removeNodes(decided);
}
