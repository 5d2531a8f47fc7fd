import { parseFragment, serialize, type DefaultTreeAdapterMap } from "parse5";
import { NAMESPACE_URIS, namespaceFromUri } from "./namespaces.ts";
import { sanitizeTree, type SanitizeOptions, type TreeAccess } from "./sanitize-tree.ts";
import { flattenDeeperThan, parse5DepthAccess } from "./depth-limit.ts";

type Node = DefaultTreeAdapterMap["node"];
type ParentNode = DefaultTreeAdapterMap["parentNode"];
type Element = DefaultTreeAdapterMap["element"];
type Template = DefaultTreeAdapterMap["template"];

/** The policy's view of parse5's default tree (used by exports, the AI engine and the editor). */
const isElement = (node: Node): node is Element => "tagName" in node;
const childList = (node: Node): Node[] => {
  if (isElement(node) && node.tagName === "template" && node.namespaceURI === NAMESPACE_URIS.html) return (node as Template).content.childNodes;
  return "childNodes" in node ? (node as ParentNode).childNodes : [];
};
const qualified = (a: { name: string; prefix?: string }) => (a.prefix ? `${a.prefix}:${a.name}` : a.name);

function detach(node: Node): void {
  const parent = "parentNode" in node ? node.parentNode : null;
  if (!parent) return;
  parent.childNodes.splice(parent.childNodes.indexOf(node as DefaultTreeAdapterMap["childNode"]), 1);
  (node as { parentNode: ParentNode | null }).parentNode = null;
}

export const parse5Access: TreeAccess<Node> = {
  children: childList,
  kind: (node) => (isElement(node) ? "element" : node.nodeName === "#text" ? "text" : "other"),
  tag: (el) => (el as Element).tagName,
  namespace: (el) => namespaceFromUri((el as Element).namespaceURI),
  attributes: (el) => (el as Element).attrs.map((a) => ({ name: qualified(a), value: a.value })),
  setAttribute(el, name, value) {
    const attr = (el as Element).attrs.find((a) => qualified(a) === name);
    if (attr) attr.value = value;
  },
  removeAttribute(el, name) {
    (el as Element).attrs = (el as Element).attrs.filter((a) => qualified(a) !== name);
  },
  remove: detach,
  unwrap(el) {
    const parent = (el as Element).parentNode;
    if (!parent) return;
    const kids = childList(el) as DefaultTreeAdapterMap["childNode"][];
    for (const kid of kids) kid.parentNode = parent;
    parent.childNodes.splice(parent.childNodes.indexOf(el as Element), 1, ...kids);
    (el as Element).parentNode = null;
  },
  rename(el, tag) {
    const element = el as Element;
    element.tagName = tag;
    element.nodeName = tag;
    return element;
  },
  textContent: (el) => childList(el).map((c) => (c.nodeName === "#text" ? (c as DefaultTreeAdapterMap["textNode"]).value : "")).join(""),
};

/** Flattened past the nesting limit first: the policy's walk and every later one recurse, so depth must be bounded. */
export function sanitizeParse5Tree(root: ParentNode, options: SanitizeOptions): void {
  flattenDeeperThan(parse5DepthAccess, root);
  sanitizeTree(parse5Access, root, options);
}

/** A body fragment through the policy, serialized again: for callers that store or return HTML text. */
export function sanitizeHtmlFragment(html: string, options: SanitizeOptions = { styleElements: "keep" }): string {
  const fragment = parseFragment(html);
  sanitizeParse5Tree(fragment, options);
  return serialize(fragment);
}
