import { parseFragment, serialize, type DefaultTreeAdapterMap } from "parse5";
import type { LayoutDocument } from "../provider.ts";
import { AA_NORMAL_TEXT, BLACK, contrast, firstColourIn, fixContrast, over, parseColour, toHex, WHITE, type Rgb } from "./colour.ts";
import { parseInlineStyle, serializeInlineStyle } from "../../css/inline-style.ts";
import { createStyleResolver } from "./style-resolver.ts";
import type { Element } from "./selector-matcher.ts";

type ChildNode = DefaultTreeAdapterMap["childNode"];

const PROPS = ["color", "background-color", "background"] as const;
/** What browsers paint when the page says nothing. */
const UA_TEXT_COLOUR: Record<string, Rgb> = { a: { r: 0, g: 0, b: 0.933, alpha: 1 } };

function isElement(node: ChildNode): node is Element {
  return "tagName" in node;
}

function hasOwnText(el: Element): boolean {
  return el.childNodes.some((n) => n.nodeName === "#text" && "value" in n && n.value.trim() !== "");
}

function syntheticElement(tagName: string): Element {
  return { nodeName: tagName, tagName, attrs: [], childNodes: [], namespaceURI: "http://www.w3.org/1999/xhtml", parentNode: null } as unknown as Element;
}

function setInlineColour(el: Element, colour: Rgb): void {
  const styleAttr = el.attrs.find((a) => a.name === "style");
  const style = parseInlineStyle(styleAttr?.value);
  style.set("color", toHex(colour));
  if (styleAttr) styleAttr.value = serializeInlineStyle(style);
  else el.attrs.push({ name: "style", value: serializeInlineStyle(style) });
}

export interface ContrastPair {
  element: Element;
  text: Rgb;
  background: Rgb;
  ratio: number;
}

/**
 * Walks the layout the way the browser paints it at rest: text colour is inherited, the background is the
 * nearest painted one (translucent layers blended), html/body rules set the page defaults.
 */
export function walkTextPairs(doc: LayoutDocument, visit: (pair: ContrastPair) => Rgb | void): string {
  const resolve = createStyleResolver(doc.css);
  const html = syntheticElement("html");
  const body = syntheticElement("body");
  const layer = (el: Element, ancestors: Element[], parentText: Rgb, parentBg: Rgb) => {
    const style = resolve(el, ancestors, PROPS);
    const ownBg = parseColour(style.get("background-color")) ?? firstColourIn(style.get("background"));
    const background = ownBg ? over(ownBg, parentBg) : parentBg;
    const ownText = parseColour(style.get("color")) ?? (style.has("color") ? null : UA_TEXT_COLOUR[el.tagName]);
    const text = ownText ? over(ownText, background) : parentText;
    return { text, background };
  };
  const root = layer(html, [], BLACK, WHITE);
  const page = layer(body, [html], root.text, root.background);
  const fragment = parseFragment(doc.html);

  const walk = (nodes: ChildNode[], ancestors: Element[], parentText: Rgb, parentBg: Rgb) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      let { text, background } = layer(node, ancestors, parentText, parentBg);
      if (hasOwnText(node)) {
        const replacement = visit({ element: node, text, background, ratio: contrast(text, background) });
        if (replacement) text = replacement;
      }
      walk(node.childNodes, [...ancestors, node], text, background);
    }
  };
  walk(fragment.childNodes, [html, body], page.text, page.background);
  return serialize(fragment);
}

/** 'Improve contrast': every text/background pair below WCAG AA (4.5:1) gets the nearest passing text colour. */
export function improveContrast(doc: LayoutDocument): LayoutDocument {
  const html = walkTextPairs(doc, (pair) => {
    if (pair.ratio >= AA_NORMAL_TEXT) return;
    const fixed = fixContrast(pair.text, pair.background);
    setInlineColour(pair.element, fixed);
    return fixed;
  });
  return { html, css: doc.css };
}

