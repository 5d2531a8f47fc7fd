import type { AtRule, Root } from "postcss";
import { parseCss } from "../css-format.ts";

/**
 * A page built with Tailwind v4 ships Tailwind's own scaffolding beside its utilities: `@property --tw-*`
 * registrations and, in `@layer properties`, their fallbacks for browsers without `@property`. Tailwind writes the
 * same for the utilities our export uses (compiled here and in the project's build), so the page's identical copies
 * are left to it: the same registrations, written once. Returns how many declarations left the kept stylesheet.
 */
const descriptors = (at: AtRule) =>
  (at.nodes ?? [])
    .flatMap((n) => (n.type === "decl" ? [`${n.prop.toLowerCase()}:${n.value.replace(/\s+/g, " ").trim()}`] : []))
    .sort()
    .join(";");

export function dropTailwindScaffolding(kept: Root, compiledCss: string): number {
  const compiled = parseCss(compiledCss);
  const registered = new Map<string, string>();
  compiled.walkAtRules(/^property$/i, (at) => void registered.set(at.params.trim(), descriptors(at)));
  const fallbacks = new Set<string>();
  compiled.walkAtRules(/^layer$/i, (at) => {
    if (at.params.trim() === "properties") at.walkDecls((d) => void (d.prop.startsWith("--tw-") && fallbacks.add(`${d.prop}:${d.value.trim()}`)));
  });
  let dropped = 0;
  kept.walkAtRules(/^property$/i, (at) => {
    const name = at.params.trim();
    if (!name.startsWith("--tw-") || registered.get(name) !== descriptors(at)) return;
    dropped += (at.nodes ?? []).filter((n) => n.type === "decl").length;
    at.remove();
  });
  kept.walkAtRules(/^layer$/i, (at) => {
    if (at.params.trim() !== "properties" || !at.nodes) return;
    at.walkDecls((d) => {
      if (!fallbacks.has(`${d.prop}:${d.value.trim()}`)) return;
      dropped++;
      d.remove();
    });
  });
  // Rules and blocks the removals emptied.
  for (let changed = true; changed; ) {
    changed = false;
    kept.walk((node) => {
      if ((node.type === "rule" || (node.type === "atrule" && /^(layer|supports)$/i.test(node.name) && node.nodes)) && node.nodes?.length === 0) {
        node.remove();
        changed = true;
      }
    });
  }
  return dropped;
}
