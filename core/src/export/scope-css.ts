import type { Root, Rule } from "postcss";
import selectorParser from "postcss-selector-parser";

/**
 * Scopes a stylesheet under one wrapper (`#id`): every selector is prefixed, and html/body/:root — which the
 * embed does not have — map to the wrapper itself. An id prefix gives every rule at least id specificity, so
 * the host page's tag and class rules cannot override ours.
 */
const ROOT_TAGS = new Set(["html", "body"]);

function isRootCompound(nodes: selectorParser.Node[]): boolean {
  return nodes.some(
    (n) => (n.type === "tag" && ROOT_TAGS.has(n.value.toLowerCase())) || (n.type === "pseudo" && n.value.toLowerCase() === ":root"),
  );
}

function scopeSelector(selector: selectorParser.Selector, scope: string): void {
  // Split into compounds (runs between combinators); drop leading html/body/:root compounds, then prefix the rest.
  const compounds: selectorParser.Node[][] = [[]];
  const combinators: (selectorParser.Combinator | null)[] = [null];
  for (const node of selector.nodes) {
    if (node.type === "combinator") {
      combinators.push(node);
      compounds.push([]);
    } else compounds[compounds.length - 1].push(node);
  }
  let first = 0;
  while (first < compounds.length - 1 && isRootCompound(compounds[first])) first++;
  const lastRoot = isRootCompound(compounds[first]);
  const parts: string[] = [scope];
  for (let i = first; i < compounds.length; i++) {
    const compound = compounds[i];
    if (i === first) {
      if (lastRoot) {
        // `body.dark`, `html:hover` and friends keep their pseudo-classes on the wrapper; tags and classes go.
        const keep = compound.filter((n) => n.type === "pseudo" && n.value.toLowerCase() !== ":root");
        parts[0] = scope + keep.map(String).join("");
        continue;
      }
      // `body > main` keeps its combinator: the wrapper stands where <body> stood.
      const comb = first > 0 ? combinators[first]!.value.trim() : "";
      parts.push(comb ? ` ${comb} ` : " ");
    } else {
      const comb = combinators[i]!;
      parts.push(comb.value.trim() ? ` ${comb.value.trim()} ` : " ");
    }
    parts.push(compound.map((n) => String(n).trim()).join(""));
  }
  const scoped = selectorParser().astSync(parts.join(""));
  selector.replaceWith(scoped.nodes[0]);
}

export function scopeRule(rule: Rule, scope: string): void {
  // Keyframe steps (from, 50%) are not selectors.
  if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
  rule.selector = selectorParser((root) => {
    root.each((sel) => scopeSelector(sel, scope));
  }).processSync(rule.selector);
}

export function scopeStylesheet(root: Root, scope: string): Root {
  const scoped = root.clone();
  scoped.walkRules((rule) => scopeRule(rule, scope));
  return scoped;
}
