import { html, parse, parseFragment, serialize } from "parse5";
import { adapter } from "parse5-htmlparser2-tree-adapter";
import { Document, Element, Text, isTag, type ChildNode, type ParentNode } from "domhandler";
import { STAMP } from "./browser/in-page/page-names.ts";

/**
 * The engine works on domhandler trees built by parse5 (spec-compliant parsing, including `<template>` content and
 * declarative shadow roots) so css-select can match selectors against exactly the tree we serialize.
 */
export type { Element, ChildNode, ParentNode };
export { Document, Text, isTag };

/** Attribute that ties an element of the captured page to its box and style snapshots. */
export { STAMP };

export function parseDocument(html: string): Document {
  return parse(html, { treeAdapter: adapter }) as unknown as Document;
}

export function parseHtmlFragment(html: string): Document {
  return parseFragment(html, { treeAdapter: adapter }) as unknown as Document;
}

export function serializeChildren(node: ParentNode): string {
  return serialize(node as never, { treeAdapter: adapter });
}

export function findElement(root: ParentNode, tag: string): Element | null {
  for (const el of elements(root)) if (el.name === tag) return el;
  return null;
}

/** Template elements hold their content in a separate root; declarative shadow roots live there. */
export function templateContent(el: Element): Document | null {
  if (el.name !== "template") return null;
  const first = el.children[0];
  return first && first.type === "root" ? (first as unknown as Document) : null;
}

/** Elements under `root` in document order; `intoTemplates` also walks template content (shadow roots). */
export function elements(root: ParentNode, intoTemplates = false): Element[] {
  const out: Element[] = [];
  // An explicit stack (children pushed in reverse to come off in document order): the captured page is not yet
  // flattened to the nesting limit when the first walks run, and a script-built page can nest without end.
  const stack: ChildNode[] = [...root.children].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    out.push(node);
    const content = templateContent(node);
    const next = content ? (intoTemplates ? content.children : []) : node.children;
    for (let i = next.length - 1; i >= 0; i--) stack.push(next[i]);
  }
  return out;
}

export function removeNode(node: ChildNode): void {
  const parent = node.parent;
  if (!parent) return;
  const i = parent.children.indexOf(node);
  if (i >= 0) parent.children.splice(i, 1);
  if (node.prev) node.prev.next = node.next;
  if (node.next) node.next.prev = node.prev;
  node.parent = node.prev = node.next = null;
}

/** Replaces `el` by its children (unwrapping a wrapper that adds nothing). */
export function unwrapElement(el: Element): void {
  const parent = el.parent;
  if (!parent) return;
  const i = parent.children.indexOf(el);
  const kids = [...el.children];
  for (const k of kids) k.parent = parent;
  parent.children.splice(i, 1, ...kids);
  relink(parent);
  el.children = [];
  el.parent = el.prev = el.next = null;
}

export function replaceNode(oldNode: ChildNode, newNode: ChildNode): void {
  const parent = oldNode.parent;
  if (!parent) return;
  const i = parent.children.indexOf(oldNode);
  parent.children[i] = newNode;
  newNode.parent = parent;
  relink(parent);
  oldNode.parent = oldNode.prev = oldNode.next = null;
}

export function appendChild(parent: ParentNode, child: ChildNode): void {
  child.parent = parent;
  parent.children.push(child);
  relink(parent);
}

export function prependChild(parent: ParentNode, child: ChildNode): void {
  child.parent = parent;
  parent.children.unshift(child);
  relink(parent);
}

function relink(parent: ParentNode): void {
  const kids = parent.children;
  for (let i = 0; i < kids.length; i++) {
    kids[i].prev = kids[i - 1] ?? null;
    kids[i].next = kids[i + 1] ?? null;
  }
}

/** An HTML element built by a pass; the namespace makes the serializer treat it as HTML (raw <style> text, void tags). */
export function createElement(name: string, attribs: Record<string, string> = {}, children: ChildNode[] = []): Element {
  const el = new Element(name, attribs, []);
  el.namespace = html.NS.HTML;
  for (const c of children) appendChild(el, c);
  return el;
}

export function classList(el: Element): string[] {
  return (el.attribs.class ?? "").split(/\s+/).filter(Boolean);
}

export function setClassList(el: Element, classes: string[]): void {
  const unique = [...new Set(classes)];
  if (unique.length) el.attribs.class = unique.join(" ");
  else delete el.attribs.class;
}

export function textContent(node: ParentNode | ChildNode): string {
  if (node.type === "text") return (node as Text).data;
  if ("children" in node) return (node.children as ChildNode[]).map(textContent).join("");
  return "";
}

export function stampOf(el: Element): string | undefined {
  return el.attribs[STAMP];
}
