import type { LayoutElement, LayoutNode } from "./layout-tree.ts";
import { SRCSET_ATTRIBUTES, URL_ATTRIBUTES } from "./layout-tree.ts";

/**
 * Users can paste anything into their edits, and exports end up on other people's sites, so nothing executable
 * survives: scripts, plugin embeds, inline handlers (and framework handler syntaxes like @click / x-on:), and
 * script URLs. `<style>` elements are not dropped but hoisted into the stylesheet so every format can ship them.
 */
const DROPPED_ELEMENTS = new Set(["script", "noscript", "object", "embed", "applet", "base", "meta", "link", "title", "frame", "frameset"]);
const ANIMATION_ELEMENTS = new Set(["animate", "set", "animateMotion", "animateTransform"]);
/** Names a browser, JSX and Vue all read as a plain attribute. */
const PLAIN_ATTRIBUTE = /^[a-zA-Z_][\w.-]*(:[\w.-]+)?$/;
const HANDLER_ATTRIBUTE = /^(on|x-on:|v-on:|v-bind:|v-html|x-html|hx-on)/i;
const DROPPED_ATTRIBUTES = new Set(["srcdoc", "nonce", "integrity"]);

/** True when a URL would execute or load markup (javascript:, vbscript:, data: other than images). */
export function isUnsafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside the scheme, so "java\tscript:" still runs.
  const compact = Array.from(value)
    .filter((ch) => ch.charCodeAt(0) > 0x20)
    .join("")
    .toLowerCase();
  if (compact.startsWith("javascript:") || compact.startsWith("vbscript:")) return true;
  if (compact.startsWith("data:")) return !/^data:image\/(png|gif|jpe?g|webp|avif|svg\+xml)[;,]/.test(compact);
  return false;
}

function safeStyle(value: string): boolean {
  const lower = value.toLowerCase();
  return !lower.includes("expression(") && !lower.includes("javascript:") && !lower.includes("behavior:");
}

function sanitizeElement(el: LayoutElement, hoisted: string[]): LayoutElement | null {
  if (DROPPED_ELEMENTS.has(el.tag)) return null;
  // SVG animation can rewrite an href to a script URL after sanitizing (<set attributeName="href" to="javascript:...">).
  if (el.ns === "svg" && ANIMATION_ELEMENTS.has(el.tag) && el.attrs.some((a) => a.name.toLowerCase() === "attributename" && /href/i.test(a.value))) return null;
  if (el.tag === "style") {
    hoisted.push(el.children.map((c) => (c.type === "text" ? c.value : "")).join(""));
    return null;
  }
  const attrs = el.attrs.filter(({ name, value }) => {
    const lower = name.toLowerCase();
    if (!PLAIN_ATTRIBUTE.test(name) || HANDLER_ATTRIBUTE.test(lower) || DROPPED_ATTRIBUTES.has(lower)) return false;
    if ((URL_ATTRIBUTES.has(lower) || lower === "xlink:href") && isUnsafeUrl(value)) return false;
    if (SRCSET_ATTRIBUTES.has(lower) && value.split(",").some((part) => isUnsafeUrl(part.trim()))) return false;
    if (lower === "style" && !safeStyle(value)) return false;
    if (lower === "http-equiv") return false;
    return true;
  });
  return { ...el, attrs, children: sanitizeNodes(el.children, hoisted) };
}

function sanitizeNodes(nodes: LayoutNode[], hoisted: string[]): LayoutNode[] {
  const out: LayoutNode[] = [];
  for (const node of nodes) {
    if (node.type === "text") out.push(node);
    else {
      const clean = sanitizeElement(node, hoisted);
      if (clean) out.push(clean);
    }
  }
  return out;
}

export function sanitizeTree(nodes: LayoutNode[]): { nodes: LayoutNode[]; hoistedCss: string } {
  const hoisted: string[] = [];
  const clean = sanitizeNodes(nodes, hoisted);
  return { nodes: clean, hoistedCss: hoisted.join("\n").trim() };
}
