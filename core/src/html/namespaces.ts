/**
 * The three vocabularies an HTML parser produces. Names are only meaningful together with their namespace: `a`
 * or `style` exist in HTML and SVG, `viewBox` only on SVG elements.
 */
export type Namespace = "html" | "svg" | "math";

export const NAMESPACE_URIS: Record<Namespace, string> = {
  html: "http://www.w3.org/1999/xhtml",
  svg: "http://www.w3.org/2000/svg",
  math: "http://www.w3.org/1998/Math/MathML",
};

/** Unknown or missing URIs count as HTML: that is what a tree built without namespaces (domhandler) means. */
export function namespaceFromUri(uri: string | null | undefined): Namespace {
  if (uri === NAMESPACE_URIS.svg) return "svg";
  if (uri === NAMESPACE_URIS.math) return "math";
  return "html";
}

/** The element a node sits in, as the policy needs it: null for the top of a fragment (which sits in <body>). */
export interface ElementContext {
  tag: string;
  ns: Namespace;
}
