import { VOID_ELEMENTS } from "@layoutlift/core/html/void-elements";
import { isPhrasing } from "../state/document/content-model";
import { getNode } from "../state/document/node-table";
import { ID_ATTR, type ElementNode, type LayoutDoc } from "../state/document/types";

/** What an in-place edit produced: new text for each text run, or plain text when the markup was broken up. */
export type TextEditResult = { kind: "runs"; runs: { id: string; text: string }[] } | { kind: "text"; text: string };

/** Text that can be edited on the canvas: some text, and nothing inside but inline markup. */
export function canEditTextInPlace(doc: LayoutDoc, el: ElementNode): boolean {
  if (VOID_ELEMENTS.has(el.tag) || el.tag === "svg" || el.tag === "select" || el.tag === "textarea") return false;
  let hasText = false;
  const walk = (node: ElementNode): boolean =>
    node.children.every((id) => {
      const child = getNode(doc.nodes, id);
      if (!child) return true;
      if (child.kind === "text") {
        if (child.text.trim()) hasText = true;
        return true;
      }
      return isPhrasing(child.tag) && child.tag !== "svg" && !VOID_ELEMENTS.has(child.tag) && walk(child);
    });
  return walk(el) && hasText;
}

/**
 * Reads the edited element back: when its DOM still has the document's shape (same elements, text where text
 * was), each text run keeps its markup around it; otherwise the whole element becomes plain text.
 */
export function readTextEdit(doc: LayoutDoc, el: ElementNode, dom: HTMLElement): TextEditResult {
  const runs: { id: string; text: string }[] = [];
  const match = (node: ElementNode, domNode: Node): boolean => {
    const domChildren = [...domNode.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE || c.nodeType === Node.ELEMENT_NODE);
    if (domChildren.length !== node.children.length) return false;
    return node.children.every((id, i) => {
      const child = getNode(doc.nodes, id);
      const d = domChildren[i];
      if (child?.kind === "text") {
        if (d.nodeType !== Node.TEXT_NODE) return false;
        runs.push({ id, text: d.textContent ?? "" });
        return true;
      }
      return child?.kind === "element" && d.nodeType === Node.ELEMENT_NODE && (d as Element).getAttribute(ID_ATTR) === id && match(child, d);
    });
  };
  if (match(el, dom)) return { kind: "runs", runs };
  return { kind: "text", text: dom.textContent ?? "" };
}

/**
 * Makes one canvas element editable (plain text only: pasted markup arrives as text) with the caret where the user
 * double-clicked. Enter and leaving the element commit; Escape cancels (the text goes back to what it was, as in
 * every design tool); `onDone` learns which, and reads the element back when the edit was committed.
 */
export function startTextEditing(
  dom: HTMLElement,
  caretAt: { x: number; y: number } | null,
  onDone: (outcome: { cancelled: boolean }) => void,
): () => void {
  const frameDoc = dom.ownerDocument;
  const original = dom.innerHTML;
  let finished = false;
  let cancelled = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    dom.removeEventListener("keydown", onKey);
    dom.removeEventListener("blur", finish);
    dom.removeAttribute("contenteditable");
    dom.removeAttribute("data-ll-editing");
    onDone({ cancelled });
  };
  const onKey = (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === "Escape") {
      e.preventDefault();
      cancelled = true;
      dom.innerHTML = original;
      finish();
    } else if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      finish();
    }
  };
  dom.setAttribute("contenteditable", "plaintext-only");
  dom.setAttribute("data-ll-editing", "");
  dom.addEventListener("keydown", onKey);
  dom.addEventListener("blur", finish);
  dom.focus();
  const range = caretAt ? frameDoc.caretRangeFromPoint(caretAt.x, caretAt.y) : null;
  const sel = frameDoc.getSelection();
  if (sel) {
    const fallback = frameDoc.createRange();
    fallback.selectNodeContents(dom);
    sel.removeAllRanges();
    sel.addRange(range && dom.contains(range.startContainer) ? range : fallback);
  }
  return finish;
}
