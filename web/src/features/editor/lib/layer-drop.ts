import { VOID_ELEMENTS } from "@layoutlift/core/html/void-elements";
import { canContain } from "../state/document/content-model";
import { getElement, isLocked } from "../state/document/edit-node";
import { isInside, nextSiblingId } from "../state/document/tree-ops";
import { LOCK_ATTR, type ElementNode, type LayoutDoc } from "../state/document/types";

export type LayerDropPosition = "before" | "after" | "inside";

/** Where a row was dropped, from the pointer's height in the row: top quarter before, bottom quarter after. */
export function layerDropPosition(relY: number, canNest: boolean): LayerDropPosition {
  if (canNest && relY > 0.25 && relY < 0.75) return "inside";
  return relY < 0.5 ? "before" : "after";
}

/** The move a drop on layer `overId` means, or null when it is not allowed (shown as no indicator). */
export function layerDropMove(doc: LayoutDoc, dragged: readonly ElementNode[], overId: string, position: LayerDropPosition) {
  const over = getElement(doc, overId);
  if (!over || dragged.some((d) => isInside(doc, over.id, d.id))) return null;
  const parent = position === "inside" ? over : getElement(doc, over.parent);
  if (parent && (isLocked(doc, parent.id, LOCK_ATTR) || VOID_ELEMENTS.has(parent.tag))) return null;
  if (!dragged.every((d) => canContain(parent, d.tag))) return null;
  const beforeId = position === "inside" ? null : position === "before" ? over.id : nextSiblingId(doc, over.id);
  return { parent: parent?.id ?? null, beforeId };
}
