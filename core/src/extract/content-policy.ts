import { namespaceFromUri } from "../html/namespaces.ts";
import { sanitizeTree, type TreeAccess } from "../html/sanitize-tree.ts";
import { sanitizeAttribute } from "../html/attribute-policy.ts";
import { isTag, removeNode, templateContent, textContent, unwrapElement, type ChildNode, type Element, type ParentNode } from "./dom.ts";

/**
 * The active-content policy (core/src/html) over the engine's domhandler tree. parse5's adapter keeps prefixed
 * attributes under their local name (`xlink:href` is `attribs.href` with prefix `xlink`), so names are qualified
 * here to match what the policy and every other tree call them.
 */
type PrefixedElement = Element & { "x-attribsPrefix"?: Record<string, string | undefined> };
type Node = ChildNode | ParentNode;

const qualify = (el: Element, key: string) => {
  const prefix = (el as PrefixedElement)["x-attribsPrefix"]?.[key];
  return prefix ? `${prefix}:${key}` : key;
};
const keyOf = (el: Element, name: string) => Object.keys(el.attribs).find((key) => qualify(el, key) === name);

const domhandlerAccess: TreeAccess<Node> = {
  children(node) {
    if (!("children" in node)) return [];
    const content = isTag(node as ChildNode) ? templateContent(node as Element) : null;
    return (content ?? (node as ParentNode)).children;
  },
  kind: (node) => (isTag(node as ChildNode) ? "element" : node.type === "text" ? "text" : "other"),
  tag: (el) => (el as Element).name,
  namespace: (el) => namespaceFromUri((el as Element).namespace),
  attributes: (el) => Object.entries((el as Element).attribs).map(([key, value]) => ({ name: qualify(el as Element, key), value })),
  setAttribute(el, name, value) {
    const key = keyOf(el as Element, name);
    if (key !== undefined) (el as Element).attribs[key] = value;
  },
  removeAttribute(el, name) {
    const key = keyOf(el as Element, name);
    if (key !== undefined) delete (el as Element).attribs[key];
  },
  remove: (node) => removeNode(node as ChildNode),
  unwrap: (el) => unwrapElement(el as Element),
  rename(el, tag) {
    (el as Element).name = tag;
    return el;
  },
  textContent: (el) => textContent(el as Element),
};

/** Scripts, styles, handlers, unsafe names and URLs out of everything under `root` (its own tag is not judged). */
export function applyContentPolicy(root: ParentNode): void {
  sanitizeTree(domhandlerAccess, root, { styleElements: "drop" });
}

/** The policy's attribute rules on one element itself (the page's <html> and <body>, which are not walked). */
export function applyAttributePolicy(el: Element): void {
  const context = { tag: el.name, ns: namespaceFromUri(el.namespace) };
  for (const { name, value } of domhandlerAccess.attributes(el)) {
    const safe = sanitizeAttribute(context, name, value);
    if (safe === null) domhandlerAccess.removeAttribute(el, name);
    else if (safe !== value) domhandlerAccess.setAttribute(el, name, safe);
  }
}
