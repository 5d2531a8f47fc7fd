import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { componentLayout, remoteUrlLines } from "../../print/components/single-file.ts";
import { astroSingleFile } from "../../print/components/astro-components.ts";

/**
 * `ExportedLayout.astro`: the page as one Astro component to render from any page (`<ExportedLayout />`): regions in
 * place, repeated items mapped from data arrays in the frontmatter, the stylesheet (tokens first) global. The zip's
 * astro/ project splits it into components.
 */
export function renderAstroComponent(tree: LayoutTree, cssRoot: Root): string {
  const layout = componentLayout(tree, cssRoot);
  const header = [`${tree.title} — exported by LayoutLift. Render <ExportedLayout /> in an Astro page.`, ...remoteUrlLines(layout.remoteUrls)];
  return astroSingleFile(layout.plan, layout.css, header);
}
