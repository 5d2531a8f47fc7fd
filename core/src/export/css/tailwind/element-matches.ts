import { compile } from "css-select";
import { Document, Element, Text } from "domhandler";
import type { LayoutElement, LayoutNode, LayoutTree } from "../../model/layout-nodes.ts";
import type { Entry } from "./cascade-entries.ts";

/**
 * Which elements of the layout each stylesheet entry reaches, found with css-select on domhandler copies of the tree.
 * The layout is matched three ways, and an entry whose reach differs between them depends on something the
 * flavour cannot pin to an element, so it stays in the stylesheet:
 * - as the page: `<html>` and `<body>` carry the page's attributes;
 * - as a component: the same nodes inside a framework's plain root, `<html><body><div><div>`;
 * - with every class a recorded state may add (`data-open-class`, `data-closed-class`) already on its element;
 * - with every such class taken off its element.
 */
export interface Matches {
  elements: LayoutElement[];
  /** Entry index → indices into `elements` it reaches in any view. */
  reach: number[][];
  /** Entry index → false when it reaches <html>, <body> or a framework root, differs between views, or cannot be read. */
  stable: boolean[];
  /** Entry index → true when it reaches <html>, <body> or a framework root in some view. */
  rootHit: boolean[];
}

type Attrs = Record<string, string>;
const attrsOf = (el: LayoutElement, extraClasses: string[] = []): Attrs => {
  const attrs: Attrs = Object.fromEntries(el.attrs.map((a) => [a.name, a.value]));
  if (extraClasses.length) attrs.class = [attrs.class ?? "", ...extraClasses].join(" ").trim();
  return attrs;
};

function buildDom(nodes: LayoutNode[], wrappers: { tag: string; attrs: Attrs }[], index: Map<Element, number>, extraClasses: (el: LayoutElement) => string[], elements: LayoutElement[], without?: (el: LayoutElement) => Set<string>) {
  const document = new Document([]);
  let parent: Document | Element = document;
  const roots: Element[] = [];
  for (const w of wrappers) {
    const el = new Element(w.tag, w.attrs, []);
    el.parent = parent;
    parent.children.push(el);
    roots.push(el);
    parent = el;
  }
  let counter = 0;
  /** Sibling links on every node, text included: css-select walks `prev`/`next` for `+` and `~`. */
  const append = (into: Element, child: Element | Text) => {
    child.parent = into;
    const prev = into.children.at(-1) ?? null;
    child.prev = prev;
    if (prev) prev.next = child;
    into.children.push(child);
  };
  const add = (list: LayoutNode[], into: Element) => {
    for (const node of list) {
      if (node.type === "text") {
        append(into, new Text(node.value));
        continue;
      }
      if (node.type !== "element") continue;
      const attrs = attrsOf(node, extraClasses(node));
      if (without && attrs.class !== undefined) {
        const gone = without(node);
        attrs.class = tokens(attrs.class).filter((c) => !gone.has(c)).join(" ");
      }
      const el = new Element(node.tag, attrs, []);
      append(into, el);
      const i = counter++;
      index.set(el, i);
      if (elements.length <= i) elements.push(node);
      add(node.children, el);
    }
  };
  add(nodes, parent as Element);
  return { all: [...roots, ...[...index.keys()]], roots };
}

const tokens = (value: string | undefined) => (value ?? "").split(/\s+/).filter(Boolean);

export function matchEntries(tree: LayoutTree, entries: Entry[], stateClassAttributes: string[]): Matches {
  const elements: LayoutElement[] = [];
  const doc = tree.document;
  const views = [
    { wrappers: [{ tag: "html", attrs: doc?.html ?? {} }, { tag: "body", attrs: doc?.body ?? {} }], extra: () => [] as string[] },
    { wrappers: ["html", "body", "div", "div"].map((tag) => ({ tag, attrs: {} })), extra: () => [] as string[] },
    {
      wrappers: [{ tag: "html", attrs: doc?.html ?? {} }, { tag: "body", attrs: doc?.body ?? {} }],
      extra: (el: LayoutElement) => stateClassAttributes.flatMap((name) => tokens(el.attrs.find((a) => a.name === name)?.value)),
    },
    // Every such class taken off again (`:not(.collapsed)` reaches the accordion buttons a click opens).
    {
      wrappers: [{ tag: "html", attrs: doc?.html ?? {} }, { tag: "body", attrs: doc?.body ?? {} }],
      extra: () => [] as string[],
      without: (el: LayoutElement) => new Set(stateClassAttributes.flatMap((name) => tokens(el.attrs.find((a) => a.name === name)?.value))),
    },
  ].map((view) => {
    const index = new Map<Element, number>();
    const dom = buildDom(tree.nodes, view.wrappers, index, view.extra, elements, "without" in view ? view.without : undefined);
    return { index, ...dom };
  });
  const compiled = new Map<string, ((el: Element) => boolean) | null>();
  const matcherOf = (selector: string) => {
    if (!compiled.has(selector)) {
      try {
        const test = compile(selector);
        compiled.set(selector, (el) => test(el as never));
      } catch {
        compiled.set(selector, null);
      }
    }
    return compiled.get(selector)!;
  };
  const all = elements.map((_, i) => i);
  const reach: number[][] = [];
  const stable: boolean[] = [];
  const rootHits: boolean[] = [];
  for (const entry of entries) {
    const test = entry.matchSelector === null ? () => false : matcherOf(entry.matchSelector);
    if (!test) {
      reach.push(all);
      stable.push(false);
      rootHits.push(true);
      continue;
    }
    let rootHit = false;
    const sets = views.map((view) => {
      if (view.roots.some((el) => test(el))) rootHit = true;
      const hit: number[] = [];
      for (const [el, i] of view.index) if (test(el)) hit.push(i);
      return hit;
    });
    const [page, ...others] = sets;
    reach.push([...new Set(sets.flat())].sort((a, b) => a - b));
    rootHits.push(rootHit);
    stable.push(!rootHit && others.every((o) => o.length === page.length && o.every((v, i) => v === page[i])));
  }
  return { elements, reach, stable, rootHit: rootHits };
}
