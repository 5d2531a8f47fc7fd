import { isSafeUrl } from "@layoutlift/core/html/url-schemes";
import type { ActionOf, DocumentEdit } from "../actions";
import { getElement, isLocked } from "../document/edit-node";
import { elementKind } from "../document/element-kind";
import { getNode, updateNodes } from "../document/node-table";
import { LOCK_ATTR, type DocNode, type ElementNode, type LayoutDoc } from "../document/types";
import type { EditorState } from "../editor-state";
import { generatedClass } from "../styles/class-usage";
import { addRule, classNamesIn } from "../styles/css-rules";
import type { InsertKind } from "../view-slice";

const PLACEHOLDER_IMAGE =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="#e2e8f0"/><path d="M120 120l30-36 24 28 16-18 30 26z" fill="#94a3b8"/><circle cx="130" cy="70" r="12" fill="#94a3b8"/></svg>',
  );

/**
 * What each Insert tool adds. Its look is a rule of a class of its own (`.button-1`), never a `style` attribute,
 * so inserted parts export as clean as extracted ones and later edits land in the same rule.
 */
const TEMPLATES: Record<InsertKind, { tag: string; attrs: Record<string, string>; text?: string; css?: [string, string][] }> = {
  text: { tag: "p", attrs: { "data-name": "text" }, text: "Edit this text" },
  image: { tag: "img", attrs: { "data-name": "image", src: PLACEHOLDER_IMAGE, alt: "" }, css: [["max-width", "100%"], ["height", "auto"]] },
  container: { tag: "div", attrs: { "data-name": "container" }, css: [["padding", "16px"], ["min-height", "80px"]] },
  button: {
    tag: "button",
    attrs: { "data-name": "button", type: "button" },
    text: "Button",
    css: [
      ["padding", "10px 20px"],
      ["border-radius", "8px"],
      ["border", "none"],
      ["background-color", "#4f46e5"],
      ["color", "#ffffff"],
      ["font-weight", "600"],
    ],
  },
};

/** Elements that hold content get the new element inside; anything else gets it right after. */
const CONTAINER_TAGS = new Set(["div", "section", "header", "footer", "main", "nav", "article", "aside", "form", "ul", "ol", "figure"]);

function createNodes(doc: LayoutDoc, kind: InsertKind, parent: string | null, src?: string): { element: ElementNode; nodes: DocNode[]; nextId: number; css: string } {
  const template = TEMPLATES[kind];
  let next = doc.nextId;
  const id = `n${next++}`;
  const nodes: DocNode[] = [];
  const children: string[] = [];
  if (template.text) {
    const textId = `n${next++}`;
    nodes.push({ kind: "text", id: textId, text: template.text, parent: id });
    children.push(textId);
  }
  // An uploaded picture takes the placeholder's place; any other source is ignored rather than trusted.
  const attrs = kind === "image" && src && isSafeUrl(src, "image") ? { ...template.attrs, src } : { ...template.attrs };
  let element: ElementNode = { kind: "element", id, tag: template.tag, attrs, children, parent };
  let css = doc.css;
  if (template.css) {
    const className = generatedClass(doc, element, classNamesIn(doc.css));
    element = { ...element, attrs: { class: className, ...attrs } };
    css = addRule(doc.css, `.${className}`, template.css);
  }
  nodes.push(element);
  return { element, nodes, nextId: next, css };
}

function insertAt(list: readonly string[], index: number, id: string): string[] {
  const copy = [...list];
  copy.splice(index, 0, id);
  return copy;
}

/** Inserts a new element at the target (the selection unless named) and selects it. */
export function insertElement(state: EditorState, action: ActionOf<"insertElement">): DocumentEdit | null {
  const targetId = action.targetId === undefined ? state.selectedId : action.targetId;
  const target = getElement(state.doc, targetId);
  if (target && isLocked(state.doc, target.id, LOCK_ATTR)) return null;
  const doc = state.doc;
  // A container that holds only text (a `div` used as a paragraph) is text: the new element goes beside it.
  const inside = !target || (CONTAINER_TAGS.has(target.tag) && elementKind(doc, target) !== "text");
  const parentId = target ? (inside ? target.id : target.parent) : null;
  const created = createNodes(doc, action.kind, parentId, action.src);
  const changed: DocNode[] = [...created.nodes];
  let roots = doc.roots;
  if (parentId) {
    const parent = getNode(doc.nodes, parentId) as ElementNode;
    const index = inside ? parent.children.length : parent.children.indexOf(target!.id) + 1;
    changed.push({ ...parent, children: insertAt(parent.children, index, created.element.id) });
  } else {
    const index = target ? doc.roots.indexOf(target.id) + 1 : doc.roots.length;
    roots = insertAt(doc.roots, index, created.element.id);
  }
  const css = created.css === doc.css ? {} : { css: created.css, cssEdit: undefined };
  return { doc: { ...doc, nodes: updateNodes(doc.nodes, changed), roots, nextId: created.nextId, ...css }, select: [created.element.id] };
}
