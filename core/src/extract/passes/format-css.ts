import type { ChildNode, Container, Root } from "postcss";
import { removeNodes } from "../../css/remove-nodes.ts";
import type { ExtractContext } from "../context.ts";
import { styleScopes } from "../scopes.ts";
import { splitSelectorList } from "../css/selectors.ts";

/** Uniform, readable formatting: two-space indents, one declaration per line, a blank line between top-level blocks. */
export function formatCss(ctx: ExtractContext): void {
  for (const scope of styleScopes(ctx)) formatRoot(scope.css);
}

export function formatRoot(root: Root): void {
  const comments: ChildNode[] = [];
  root.walkComments((c) => {
    comments.push(c);
  });
  removeNodes(comments);
  formatContainer(root, 0);
  root.raws.after = "\n";
}

function formatContainer(container: Container, depth: number): void {
  const indent = "  ".repeat(depth);
  container.each((node: ChildNode) => {
    const first = node === container.first;
    if (node.type === "decl") {
      node.raws.before = `\n${indent}`;
      node.raws.between = ": ";
      if (node.important) node.raws.important = " !important";
      node.value = node.value.trim();
      return;
    }
    node.raws.before = depth === 0 ? (first ? "" : "\n\n") : `\n${indent}`;
    if (node.type === "rule") {
      node.selector = selectorLines(node.selector, indent);
      node.raws.between = " ";
      node.raws.semicolon = true;
      node.raws.after = `\n${indent}`;
      formatContainer(node, depth + 1);
    } else if (node.type === "atrule") {
      node.raws.afterName = node.params ? " " : "";
      node.raws.between = node.nodes ? " " : "";
      if (node.nodes) {
        node.raws.semicolon = true;
        node.raws.after = `\n${indent}`;
        formatContainer(node, depth + 1);
      }
    }
  });
}

/** One selector of a list per line. */
function selectorLines(selector: string, indent: string): string {
  try {
    return splitSelectorList(selector).join(`,\n${indent}`);
  } catch {
    return selector;
  }
}
