import type { LayoutElement, LayoutNode } from "../model/layout-nodes.ts";
import { isPrintableElementName } from "../../html/printable-names.ts";

/**
 * HTML attributes like `<img width height>` or `<td align>` act as the weakest author styles ("presentational
 * hints"). The embed reset (`all: revert`) would wipe them, so they are re-stated as scoped rules placed between
 * the reset and the layout's own rules: like the original hints, any of the layout's rules still wins.
 */
type Hint = (value: string, el: LayoutElement) => string | null;

const length = (value: string): string | null => {
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return `${v}px`;
  if (/^\d+(\.\d+)?%$/.test(v)) return v;
  return null;
};

const SIZED = new Set(["img", "video", "canvas", "iframe", "embed", "object", "input", "table", "td", "th", "col", "colgroup", "hr", "tr"]);

const HINTS: Record<string, Hint> = {
  width: (v, el) => (SIZED.has(el.tag) && length(v) ? `width: ${length(v)}` : null),
  height: (v, el) => (SIZED.has(el.tag) && length(v) ? `height: ${length(v)}` : null),
  align: (v, el) => {
    const a = v.trim().toLowerCase();
    if (el.tag === "img" && (a === "left" || a === "right")) return `float: ${a}`;
    if (["left", "right", "center", "justify"].includes(a) && el.tag !== "img" && el.tag !== "table") return `text-align: ${a}`;
    return null;
  },
  valign: (v) => (/^(top|middle|bottom|baseline)$/i.test(v.trim()) ? `vertical-align: ${v.trim().toLowerCase()}` : null),
  bgcolor: (v) => (/^[#\w(),.\s%]+$/.test(v.trim()) ? `background-color: ${v.trim()}` : null),
  nowrap: (_v, el) => (el.tag === "td" || el.tag === "th" ? "white-space: nowrap" : null),
  cellspacing: (v, el) => (el.tag === "table" && length(v) ? `border-spacing: ${length(v)}` : null),
};

function cssString(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\a ")}"`;
}

export function presentationalHintRules(nodes: LayoutNode[], scope: string): string[] {
  const rules = new Map<string, string[]>();
  const add = (selector: string, decl: string) => {
    const list = rules.get(selector) ?? [];
    if (!list.includes(decl)) list.push(decl);
    rules.set(selector, list);
  };
  const walk = (list: LayoutNode[]) => {
    for (const node of list) {
      // Tag names go into selectors: only names the policy allows, like every printer.
      if (node.type !== "element" || !isPrintableElementName("html", node.tag, node.ns)) continue;
      if (node.ns === "html") {
        for (const { name, value } of node.attrs) {
          const decl = HINTS[name]?.(value, node);
          if (decl) add(`${scope} :where(${node.tag}[${name}=${cssString(value)}])`, decl);
        }
        const w = node.attrs.find((a) => a.name === "width")?.value.trim();
        const h = node.attrs.find((a) => a.name === "height")?.value.trim();
        if (w && h && /^\d+$/.test(w) && /^\d+$/.test(h) && ["img", "video", "canvas", "input"].includes(node.tag) && Number(h) > 0) {
          add(`${scope} :where(${node.tag}[width=${cssString(w)}][height=${cssString(h)}])`, `aspect-ratio: auto ${w} / ${h}`);
        }
      }
      walk(node.children);
    }
  };
  walk(nodes);
  return [...rules].map(([selector, decls]) => `${selector} {\n${decls.map((d) => `  ${d};`).join("\n")}\n}`);
}
