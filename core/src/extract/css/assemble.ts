import postcss, { type ChildNode, type Root } from "postcss";
import { moveChildren, removeNodes } from "../../css/remove-nodes.ts";
import { absolutizeCssUrls } from "./urls.ts";

/**
 * One run of rules read from one stylesheet in the CSSOM. `wrap` are the at-rule preludes it sits in because of how
 * it was included (`@media print` from `<link media>`, `@layer x` from `@import layer(x)`), outermost first.
 */
export interface CssChunk {
  text: string;
  /** URL relative references in this sheet resolve against (the sheet's own URL for files). */
  base: string;
  wrap: string[];
}

/** Builds one postcss tree from the chunks in cascade order, with every url() absolute. Linear in the rule count. */
export function assembleCss(chunks: CssChunk[], warnings: string[] = []): Root {
  const root = postcss.root();
  for (const chunk of chunks) {
    let parsed: Root;
    try {
      parsed = postcss.parse(chunk.text);
    } catch (error) {
      warnings.push(`Skipped a stylesheet from ${chunk.base} that could not be parsed: ${(error as Error).message}`);
      continue;
    }
    parsed.walkDecls((decl) => {
      decl.value = absolutizeCssUrls(decl.value, chunk.base);
    });
    const dropped: ChildNode[] = [];
    parsed.walkAtRules(/^(charset|import|namespace)$/i, (rule) => {
      dropped.push(rule);
    });
    removeNodes(dropped);
    let container: Root | postcss.AtRule = root;
    for (const prelude of chunk.wrap) {
      const match = /^@([\w-]+)\s*(.*)$/s.exec(prelude.trim());
      if (!match) continue;
      const at = postcss.atRule({ name: match[1], params: match[2] });
      container.append(at);
      container = at;
    }
    moveChildren(parsed, container);
  }
  return root;
}
