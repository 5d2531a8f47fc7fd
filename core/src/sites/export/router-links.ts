import { getAttr, type LayoutElement } from "../../export/model/layout-nodes.ts";
import type { TagPrinter } from "../../export/print/code-layout.ts";
import { isRouteHref } from "./site-project.ts";
import { jsString } from "../compose/active-binding.ts";
import type { LayoutNode } from "../../export/model/layout-nodes.ts";

/**
 * Route links' href as a bound value (`:to="'/about'"` in Vue, `to={'/about'}` in JSX): a router link is a component,
 * so the Vue printer must not leave its subtree as static markup (v-pre).
 */
export function bindRouteLinks(nodes: LayoutNode[], routes: ReadonlySet<string>): LayoutNode[] {
  return nodes.map((node) => {
    if (node.type !== "element") return node;
    const route = node.ns === "html" && node.tag === "a" && isRouteHref(getAttr(node, "href"), routes);
    const attrs = route ? node.attrs.map((a) => (a.name === "href" && !a.prop ? { ...a, prop: jsString(a.value) } : a)) : node.attrs;
    return { ...node, attrs, children: bindRouteLinks(node.children, routes) };
  });
}

/**
 * Prints links between captured pages as the framework's router link (`<Link to>`, `<RouterLink to>`, Next's
 * `<Link href>`) so moving between pages keeps the app and its state; every other element as the base printer does.
 * The base printer writes the attributes (escaping, names), only the tag and the link attribute's name change.
 */
export function withRouterLinks(base: TagPrinter, routes: ReadonlySet<string>, component: string, attribute: "to" | "href"): TagPrinter {
  const isRouteLink = (el: LayoutElement) => el.ns === "html" && el.tag === "a" && isRouteHref(getAttr(el, "href"), routes);
  return {
    ...base,
    open(el, depth) {
      const printed = base.open(el, depth);
      if (!isRouteLink(el)) return printed;
      return printed.replace(/^<a\b/, `<${component}`).replace(/ (:?)href=/, ` $1${attribute}=`);
    },
    close: (el) => (isRouteLink(el) ? `</${component}>` : base.close(el)),
  };
}
