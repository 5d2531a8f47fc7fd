import type { LayoutNode } from "../../export/model/layout-nodes.ts";
import { emptyJsxUsage, jsxPrinter } from "../../export/print/jsx-printer.ts";
import { printNodes } from "../../export/print/code-layout.ts";
import { bindRouteLinks, withRouterLinks } from "./router-links.ts";

/** What the React and Next.js site projects print alike: JSX whose links between pages are the router's `<Link>`. */
export interface JsxSiteCode {
  print(nodes: LayoutNode[], depth: number): string;
  /** The router's import, for a file whose code links to another page. */
  linkImport(code: string): string[];
}

export function jsxSiteCode(routes: ReadonlySet<string>, link: { typed: boolean; attribute: "to" | "href"; importLine: string }): JsxSiteCode {
  return {
    print: (nodes, depth) => printNodes(bindRouteLinks(nodes, routes), null, withRouterLinks(jsxPrinter(link.typed, emptyJsxUsage()), routes, "Link", link.attribute), depth),
    linkImport: (code) => (code.includes("<Link") ? [link.importLine] : []),
  };
}

/** A shared region as a component: its markup printed at depth 2, with `params` (its `active` prop) where it marks the current page. */
export function jsxRegionComponent(jsx: JsxSiteCode, region: { name: string; template: LayoutNode }, params: string): string {
  const code = jsx.print([region.template], 2);
  const imports = jsx.linkImport(code);
  return [...imports, ...(imports.length ? [""] : []), `export default function ${region.name}(${params}) {`, "  return (", code, "  );", "}", ""].join("\n");
}
