import { classList, elements, setClassList, type Element, type ParentNode } from "../../extract/dom.ts";

/**
 * The class a rule for "this element only" goes on, as the editor picks it (web state/styles/class-usage.ts): a
 * class no other element carries, else a new readable one (`btn-1`) unused by any element and any selector.
 */
export function classForElementOnly(root: ParentNode, el: Element, cssClasses: ReadonlySet<string>): string {
  const counts = new Map<string, number>();
  for (const node of elements(root)) for (const name of new Set(classList(node))) counts.set(name, (counts.get(name) ?? 0) + 1);
  const own = classList(el).filter((name) => counts.get(name) === 1);
  if (own.length) return own[own.length - 1];
  const base =
    (classList(el)[0] ?? el.attribs["data-name"] ?? el.name)
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .replace(/^(\d)/, "el-$1")
      .replace(/-\d+$/, "") || "el";
  for (let n = 1; ; n++) {
    const name = `${base}-${n}`;
    if (!counts.has(name) && !cssClasses.has(name)) {
      setClassList(el, [...classList(el), name]);
      return name;
    }
  }
}

/** Every class name the stylesheet mentions in a selector. */
export function classNamesIn(css: string): Set<string> {
  const out = new Set<string>();
  for (const m of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(m[1]);
  return out;
}
