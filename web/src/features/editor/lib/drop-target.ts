import { VOID_ELEMENTS } from "@layoutlift/core/html/void-elements";
import { canContain } from "../state/document/content-model";
import { getElement, isLocked } from "../state/document/edit-node";
import { isInside, nextSiblingId } from "../state/document/tree-ops";
import { LOCK_ATTR, type ElementNode, type LayoutDoc } from "../state/document/types";

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Where a drag would drop: a parent and the sibling to go before, plus the line or box to draw. */
export interface DropHint {
  parent: string | null;
  beforeId: string | null;
  /** `line`: between two siblings; `box`: inside a container. In the canvas frame's coordinates. */
  indicator: { kind: "line" | "box"; box: Box };
}

/** Tags that read as boxes the user may drop things into, even when empty. */
const CONTAINER_TAGS = new Set(["div", "section", "header", "footer", "main", "nav", "article", "aside", "form", "ul", "ol", "figure", "li", "td", "th", "blockquote", "details", "fieldset"]);

interface Geometry {
  rect(id: string): Box | null;
  /** True when the element's siblings flow left to right (flex row, multi-column grid, inline). */
  horizontal(id: string): boolean;
}

function canTake(doc: LayoutDoc, parent: ElementNode | null, dragged: readonly ElementNode[]): boolean {
  if (parent && (isLocked(doc, parent.id, LOCK_ATTR) || dragged.some((d) => isInside(doc, parent.id, d.id)))) return false;
  return dragged.every((d) => canContain(parent, d.tag));
}

/**
 * The drop placement for a pointer over element `overId` at (x, y): inside a container when over its middle,
 * otherwise before or after the element; when its parent cannot hold what is dragged (a block over a link),
 * the placement climbs to the nearest ancestor that can.
 */
export function dropTarget(doc: LayoutDoc, geometry: Geometry, dragged: readonly ElementNode[], overId: string | null, x: number, y: number): DropHint | null {
  let candidate = getElement(doc, overId);
  // Over what is being dragged: nowhere to drop.
  if (candidate && dragged.some((d) => isInside(doc, candidate!.id, d.id))) return null;
  while (candidate) {
    const box = geometry.rect(candidate.id);
    if (!box) return null;
    const horizontal = geometry.horizontal(candidate.id);
    const rel = horizontal ? (x - box.left) / Math.max(1, box.width) : (y - box.top) / Math.max(1, box.height);
    const containerLike = !VOID_ELEMENTS.has(candidate.tag) && (CONTAINER_TAGS.has(candidate.tag) || candidate.children.some((id) => getElement(doc, id)));
    if (containerLike && rel > 0.25 && rel < 0.75 && canTake(doc, candidate, dragged)) {
      return { parent: candidate.id, beforeId: null, indicator: { kind: "box", box } };
    }
    const parent = getElement(doc, candidate.parent);
    if (canTake(doc, parent, dragged)) {
      const before = rel < 0.5;
      const line: Box = horizontal
        ? { top: box.top, left: before ? box.left - 1 : box.left + box.width - 1, width: 2, height: box.height }
        : { top: before ? box.top - 1 : box.top + box.height - 1, left: box.left, width: box.width, height: 2 };
      return { parent: parent?.id ?? null, beforeId: before ? candidate.id : nextSiblingId(doc, candidate.id), indicator: { kind: "line", box: line } };
    }
    candidate = parent;
  }
  return null;
}

/** Reads boxes and flow direction from the canvas document. */
export function frameGeometry(element: (id: string) => HTMLElement | null, view: Window): Geometry {
  return {
    rect(id) {
      const el = element(id);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { top: r.top, left: r.left, width: r.width, height: r.height };
    },
    horizontal(id) {
      const el = element(id);
      if (!el) return false;
      const own = view.getComputedStyle(el).display;
      if (own.startsWith("inline")) return true;
      const parent = el.parentElement;
      if (!parent) return false;
      const style = view.getComputedStyle(parent);
      if (style.display.endsWith("flex")) return style.flexDirection.startsWith("row");
      if (style.display.endsWith("grid")) return style.gridTemplateColumns.trim().split(/\s+/).length > 1;
      return false;
    },
  };
}
