import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { componentLayout, remoteUrlLines } from "../../print/components/single-file.ts";
import { svelteSingleFile } from "../../print/components/svelte-components.ts";
import { braceCommentText } from "../../print/components/brace-markup.ts";

/**
 * `ExportedLayout.svelte`: the page as one Svelte 5 component to drop into a Svelte or SvelteKit app. One file holds
 * one component, so the regions' markup sits in place and repeated items are `{#each}` blocks over data arrays; the
 * stylesheet (tokens first) is unscoped, as the page expects. The zip's svelte/ project splits it into components.
 */
export function renderSvelteComponent(tree: LayoutTree, cssRoot: Root): string {
  const layout = componentLayout(tree, cssRoot);
  const header = [
    `LayoutLift export: ${tree.title}. Render <ExportedLayout /> in a Svelte app.`,
    ...remoteUrlLines(layout.remoteUrls),
  ].map(braceCommentText);
  return svelteSingleFile(layout.plan, layout.css, header);
}
