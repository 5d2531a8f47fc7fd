import type { Container, Declaration } from "postcss";
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
  root.walkRules((rule) => {
    const decls = rule.nodes.filter((n): n is Declaration => n.type === "decl");
    decls.forEach((decl, i) => {
      const standard = decl.prop.replace(PREFIX, "").toLowerCase();
      const prefixedProp = standard !== decl.prop.toLowerCase();
      const prefixedValue = !prefixedProp && PREFIX.test(decl.value.trim());
      if (!prefixedProp && !prefixedValue) return;
      const twins = decls.filter((d) => d !== decl && d.prop.toLowerCase() === standard && !PREFIX.test(d.value.trim()));
      const decided = twins.some((t) => decls.indexOf(t) > i || (prefixedProp && t.value === decl.value && !!t.important === !!decl.important));
      if (decided) decl.remove();
    });
  });
}
