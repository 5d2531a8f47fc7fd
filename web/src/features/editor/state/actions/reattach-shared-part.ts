import { DETACHED_PART_ATTR } from "@layoutlift/core/contract/site-parts";
import type { ActionOf, DocumentEdit } from "../actions";
import { getElement, subtreeIds } from "../document/edit-node";
import { allNodes, getNode } from "../document/node-table";
import { parseLayout } from "../document/parse-layout";
import type { LayoutDoc } from "../document/types";
import type { EditorState } from "../editor-state";
import { classCounts, classesOf } from "../styles/class-usage";
import { rulesWhere } from "../styles/top-level-rules";
import { codeEditResult } from "./code-edit";

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** How many elements of the subtree carry each class. */
function subtreeClasses(doc: LayoutDoc, id: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const nodeId of subtreeIds(doc, id)) {
    const node = getNode(doc.nodes, nodeId);
    if (node?.kind !== "element") continue;
    for (const name of new Set(classesOf(node))) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/**
 * "Reattach to site": a detached copy of a site's shared part is replaced by the site's current copy (the server's
 * GET /api/layouts/:id/site-parts/:index, made fit for this page and without the detached mark), so it follows the
 * site's edits again. The page's own rules for the part go with its copy: rules naming only the part's classes (the
 * site copy's, and those nothing else on the page carries) are replaced by the site's rules. One undo step.
 */
export function reattachSharedPart(state: EditorState, action: ActionOf<"reattachSharedPart">): DocumentEdit | null {
  const { doc } = state;
  const el = getElement(doc, action.id);
  if (!el || !(DETACHED_PART_ATTR in el.attrs)) return null;
  const classes = new Set<string>();
  for (const node of allNodes(parseLayout(action.html, "").nodes)) if (node.kind === "element") for (const name of classesOf(node)) classes.add(name);
  const everywhere = classCounts(doc);
  for (const [name, count] of subtreeClasses(doc, el.id)) if (everywhere.get(name) === count) classes.add(name);
  const partOnly = (selector: string) => {
    const names = [...selector.matchAll(CLASS)].map((m) => m[1]);
    return names.length > 0 && names.every((name) => classes.has(name));
  };
  const shown = rulesWhere(doc.css, partOnly);
  const result = codeEditResult(doc, { id: el.id, html: action.html, css: action.css, ruleSelectors: shown.selectors, mediaSelectors: shown.media });
  if ("error" in result) return null;
  return { doc: result.doc, select: [result.rootId] };
}
