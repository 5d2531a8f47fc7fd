import type { Root } from "postcss";
import type { LayoutTree } from "../../export/model/layout-nodes.ts";
import { prepareLayout } from "../../export/model/prepared-layout.ts";
import { liveSelectorKeys } from "../../export/css/dead-rules.ts";
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

const inputOf = (source: SitePageSource) => ({ html: source.html, css: source.css, title: source.title, baseUrl: source.url, document: source.document });

/**
 * Every page prepared as a single page is, but a rule is dead only where it is dead on every page that has it: a rule
 * all pages share and one page needs stays in each, so it stays one rule of site.css rather than moving into that
 * page's own CSS (dead-rules.ts judges each page; the live selectors of all of them are kept on every page).
 */
export function prepareSitePages(sources: readonly SitePageSource[]): SitePage[] {
  const alive = new Set<string>();
  for (const source of sources) {
    const whole = prepareLayout(inputOf(source), { keepDeadRules: true });
    for (const key of liveSelectorKeys(whole.cssRoot, whole.tree)) alive.add(key);
  }
  return sources.map((source) => {
    const prepared = prepareLayout(inputOf(source), { aliveElsewhere: alive });
    return { source, tree: prepared.tree, cssRoot: prepared.componentRoot };
  });
}

/** "home" for the start page's route, otherwise the route without its leading slash: the `active` prop's values. */
export function routeKey(route: string): string {
  return route === "/" ? "home" : route.slice(1);
}
