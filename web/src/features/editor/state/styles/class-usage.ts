import { allNodes } from "../document/node-table";
import type { ElementNode, LayoutDoc } from "../document/types";

const cache = new WeakMap<LayoutDoc["nodes"], Map<string, number>>();

export function classesOf(el: ElementNode): string[] {
  return (el.attrs.class ?? "").split(/\s+/).filter(Boolean);
}

/** How many elements carry each class (memoised per node table: the panel asks on every render). */
export function classCounts(doc: LayoutDoc): Map<string, number> {
  const hit = cache.get(doc.nodes);
  if (hit) return hit;
  const counts = new Map<string, number>();
  for (const node of allNodes(doc.nodes)) {
    if (node.kind !== "element") continue;
    for (const name of new Set(classesOf(node))) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  cache.set(doc.nodes, counts);
  return counts;
}

/** A class only this element carries, so a rule for it styles this element alone (the last one: the most specific name). */
export function ownClass(doc: LayoutDoc, el: ElementNode): string | null {
  const counts = classCounts(doc);
  const own = classesOf(el).filter((name) => counts.get(name) === 1);
  return own[own.length - 1] ?? null;
}

/**
 * A readable new class for "this element only": the element's first class (or name, or tag) plus a number, e.g.
 * `card-2`, unused by any element and any selector in the stylesheet.
 */
export function generatedClass(doc: LayoutDoc, el: ElementNode, cssClasses: Set<string>): string {
  const base =
    (classesOf(el)[0] ?? el.attrs["data-name"] ?? el.tag)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .replace(/^(\d)/, "el-$1") || "el";
  const counts = classCounts(doc);
  for (let n = 1; ; n++) {
    const name = `${base.replace(/-\d+$/, "")}-${n}`;
    if (!counts.has(name) && !cssClasses.has(name)) return name;
  }
}
