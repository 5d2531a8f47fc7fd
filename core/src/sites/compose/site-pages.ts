import type { Root } from "postcss";
import type { LayoutTree } from "../../export/model/layout-nodes.ts";
import { prepareLayout } from "../../export/model/prepared-layout.ts";
import type { SitePageSource } from "../site-page-source.ts";

/** One page of a site parsed and sanitized as the single-page exports do it (prepareLayout). */
export interface SitePage {
  source: SitePageSource;
  tree: LayoutTree;
  /**
   * The stylesheet with the page's <html>/<body> classes as element selectors (as the zip prints it): the framework
   * projects mount every page under one document, so no rule may depend on attributes only one page's root had.
   */
  cssRoot: Root;
}

export function prepareSitePages(sources: readonly SitePageSource[]): SitePage[] {
  return sources.map((source) => {
    const prepared = prepareLayout({ html: source.html, css: source.css, title: source.title, baseUrl: source.url, document: source.document });
    return { source, tree: prepared.tree, cssRoot: prepared.componentRoot };
  });
}

/** "home" for the start page's route, otherwise the route without its leading slash: the `active` prop's values. */
export function routeKey(route: string): string {
  return route === "/" ? "home" : route.slice(1);
}
