import type selectorParser from "postcss-selector-parser";
import type { DocumentAttributes } from "../../contract/document-attributes.ts";

export type DocumentRoot = "html" | "body";

/** The classes and attributes each document root carried, as a selector compound can test them. */
export interface DocumentRootFacts {
  html: { classes: Set<string>; attrs: Map<string, string> };
  body: { classes: Set<string>; attrs: Map<string, string> };
}

export function documentRootFacts(document: DocumentAttributes | null | undefined): DocumentRootFacts {
  const facts = (attrs: Record<string, string> | undefined) => {
    const entries = Object.entries(attrs ?? {});
    const classes = new Set((attrs?.class ?? "").split(/\s+/).filter(Boolean));
    return { classes, attrs: new Map(entries.filter(([name]) => name !== "class")) };
  };
  return { html: facts(document?.html), body: facts(document?.body) };
}

function unquote(value: string | undefined): string | undefined {
  return value?.replace(/^(['"])(.*)\1$/, "$2");
}

/**
 * Which document roots satisfy a compound made only of `*`, classes and attributes (`.h-100`, `[data-bs-theme=dark]`).
 * Anything else in the compound (a tag, an id, a pseudo-class) means it was written for other elements.
 */
export function rootsMatching(compound: selectorParser.Node[], facts: DocumentRootFacts): DocumentRoot[] {
  if (!compound.length) return [];
  const matches = (root: DocumentRoot) =>
    compound.every((node) => {
      if (node.type === "universal") return String(node).trim() === "*";
      if (node.type === "class") return facts[root].classes.has(node.value);
      if (node.type !== "attribute") return false;
      const name = node.attribute.toLowerCase();
      const has = name === "class" ? facts[root].classes.size > 0 : facts[root].attrs.has(name);
      if (!has || !node.operator) return has;
      if (node.operator !== "=" || node.insensitive) return false;
      const actual = name === "class" ? [...facts[root].classes].join(" ") : facts[root].attrs.get(name);
      return actual === unquote(node.value);
    });
  return (["html", "body"] as const).filter(matches);
}
