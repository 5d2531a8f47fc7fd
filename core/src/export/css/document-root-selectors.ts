import type { Root } from "postcss";
import selectorParser from "postcss-selector-parser";
import type { DocumentAttributes } from "../../contract/document-attributes.ts";
import { documentRootFacts, rootsMatching, type DocumentRoot } from "./document-root-match.ts";

/** `:root` has a class's specificity, so the copy for <html> neither gains nor loses against the page's rules. */
const ROOT_SELECTOR: Record<DocumentRoot, string> = { html: ":root", body: ":root > body" };

/**
 * A component renders inside someone else's <html> and <body>, which do not carry the page's classes and
 * attributes (`h-100`, `data-bs-theme="dark"`). Every selector whose first compound the page's roots satisfied
 * also names those roots by element, in the same rule, so the cascade order stays the page's.
 */
export function withDocumentRootSelectors(root: Root, document: DocumentAttributes | null | undefined): Root {
  const facts = documentRootFacts(document);
  if (!facts.html.classes.size && !facts.html.attrs.size && !facts.body.classes.size && !facts.body.attrs.size) return root;
  const out = root.clone();
  out.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const added: string[] = [];
    selectorParser((sel) => {
      sel.each((selector) => {
        const first: selectorParser.Node[] = [];
        let restStart = selector.nodes.length;
        for (const [i, node] of selector.nodes.entries()) {
          if (node.type === "combinator") {
            restStart = i;
            break;
          }
          first.push(node);
        }
        const next = selector.nodes[restStart];
        if (next?.type === "combinator" && /[+~]/.test(next.value)) return;
        const rest = selector.nodes.slice(restStart).map(String).join("");
        for (const docRoot of rootsMatching(first, facts)) added.push(`${ROOT_SELECTOR[docRoot]}${rest}`);
      });
    }).processSync(rule.selector);
    if (added.length) rule.selector = [...rule.selectors, ...added.filter((s) => !rule.selectors.includes(s))].join(", ");
  });
  return out;
}
