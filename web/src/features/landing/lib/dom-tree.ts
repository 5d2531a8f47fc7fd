import { namespaceFromUri } from "@layoutlift/core/html/namespaces";
import type { TreeAccess } from "@layoutlift/core/html/sanitize-tree";

/**
 * The active-content policy's view of the browser's own DOM, for HTML a visitor types into the demo: the browser
 * parses it (inside an inert <template>), so what the policy judges is exactly the tree the preview will build.
 */
const childrenOf = (node: Node): Node[] => [...(node instanceof HTMLTemplateElement ? node.content : node).childNodes];

export const domAccess: TreeAccess<Node> = {
  children: childrenOf,
  kind: (node) => (node.nodeType === Node.ELEMENT_NODE ? "element" : node.nodeType === Node.TEXT_NODE ? "text" : "other"),
  tag: (el) => (el as Element).localName,
  namespace: (el) => namespaceFromUri((el as Element).namespaceURI),
  attributes: (el) => [...(el as Element).attributes].map((a) => ({ name: a.name, value: a.value })),
  setAttribute(el, name, value) {
    const attr = (el as Element).getAttributeNode(name);
    if (attr) attr.value = value;
  },
  removeAttribute(el, name) {
    // By node, not by name: name-based removal lower-cases and would miss a case-preserved attribute.
    const attr = [...(el as Element).attributes].find((a) => a.name === name);
    if (attr) (el as Element).removeAttributeNode(attr);
  },
  remove: (node) => (node as ChildNode).remove(),
  unwrap: (el) => (el as Element).replaceWith(...childrenOf(el)),
  rename(el, tag) {
    const old = el as Element;
    const renamed = old.ownerDocument.createElementNS(old.namespaceURI, tag);
    for (const a of [...old.attributes]) renamed.setAttributeNS(a.namespaceURI, a.name, a.value);
    renamed.append(...childrenOf(old));
    old.replaceWith(renamed);
    return renamed;
  },
  textContent: (el) => (el as Element).textContent ?? "",
};
