import type { LayoutElement, LayoutNode } from "../model/layout-nodes.ts";
import { getAttr } from "../model/layout-nodes.ts";
import { VOID_ELEMENTS } from "../../html/void-elements.ts";
import { printNodes, type TagPrinter } from "./code-layout.ts";
import { reactStyleEntries } from "./style-object.ts";
import { BOOLEAN_ATTRIBUTES, REACT_PLAIN_PROPS, REACT_PROP_NAMES, camelCaseSvgAttribute } from "./jsx-attributes.ts";
import { jsxInteractionProps, statesUsed } from "./interaction-bindings.ts";
import { isPrintableElementName, isPrintableJsxProp, isPrintableJsxSpreadKey } from "../../html/printable-names.ts";

/** What a JSX body needs from the file around it (type imports, JSX element declarations). */
export interface JsxUsage {
  customProperties: boolean;
  /** Tags the React type definitions do not declare (custom elements, obsolete HTML). */
  undeclaredTags: Set<string>;
  /** Interaction states the markup reads (model/interactions.ts), in first-use order. */
  states: Set<string>;
  /** The markup uses Next.js's `<Image>` (the file imports it from next/image). */
  nextImage: boolean;
}

/** Props @types/react declares as numbers on HTML elements. */
const NUMERIC_PROPS = new Set(["tabIndex", "rows", "cols", "colSpan", "rowSpan", "size", "maxLength", "minLength", "span", "start", "marginHeight", "marginWidth", "high", "low", "optimum"]);

const OBSOLETE_TAGS = new Set(["center", "font", "marquee", "tt", "strike", "nobr", "blink", "acronym", "basefont", "dir", "frame", "spacer", "xmp", "listing", "plaintext", "noembed", "rb", "rtc", "image"]);

/**
 * JSX text cannot contain `{ } < >` and reads `&` as an entity; such text (and backticks, for safety) becomes a string
 * expression. Quotes are written as entities (`Don&apos;t`), as React's `react/no-unescaped-entities` rule (part of
 * Next.js's lint) asks.
 */
export function jsxText(value: string, preformatted: boolean): string {
  if (preformatted || /[{}<>`&\u00a0]/.test(value)) return `{${JSON.stringify(value)}}`;
  return value.replace(/'/g, "&apos;").replace(/"/g, "&quot;");
}

function jsxAttrValue(value: string): string {
  return /^[^"&\\\r\n]*$/.test(value) ? `"${value}"` : `{${JSON.stringify(value)}}`;
}

function jsxKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

/** The option a browser would select in a <select>: React wants that as `defaultValue` on the select. */
function selectedOptionValue(select: LayoutElement): string | null {
  const stack: LayoutNode[] = [...select.children];
  while (stack.length) {
    const node = stack.shift()!;
    if (node.type !== "element") continue;
    if (node.tag === "option" && node.attrs.some((a) => a.name === "selected")) {
      return getAttr(node, "value") ?? node.children.map((c) => (c.type === "text" ? c.value : "")).join("").trim();
    }
    stack.push(...node.children);
  }
  return null;
}

function textContent(el: LayoutElement): string {
  return el.children.map((c) => (c.type === "text" ? c.value : textContent(c))).join("");
}

function styleProp(style: string, typed: boolean, usage: JsxUsage): string | null {
  const entries = reactStyleEntries(style);
  if (!entries.length) return null;
  const body = entries.map((e) => `${jsxKey(e.key)}: ${JSON.stringify(e.value)}`).join(", ");
  const custom = entries.some((e) => e.custom);
  if (custom) usage.customProperties = true;
  return `style={{ ${body} }${typed && custom ? " as CSSProperties" : ""}}`;
}

/** How a component printer takes over parts of the JSX (all optional: the single-file page needs none). */
export interface JsxHooks {
  /** A className expression for a literal class attribute (CSS module classes), or null to print it as text. */
  className?: (value: string) => string | null;
  /** The code that stands for a placeholder element (a child component or an item list). */
  use?: (el: LayoutElement) => string;
  /** Next.js: an <img> printed as next/image's `<Image>` (nextImageFits decides which). */
  nextImage?: boolean;
}

/**
 * Next.js's `<Image>` takes an <img> whose file the project serves (a `/assets/…` path in public/), whose size the
 * page gave (`width`/`height` in pixels, which `<Image>` requires) and which has alt text, without a srcset of its
 * own (`<Image>` writes one). The page's eager loading is kept (`<Image>` would make it lazy).
 */
function nextImageFits(el: LayoutElement): boolean {
  if (el.ns !== "html" || el.tag !== "img") return false;
  const attr = (name: string) => el.attrs.find((a) => a.name === name);
  const pixels = (name: string) => /^\d+$/.test(attr(name)?.value ?? "") && !attr(name)?.prop;
  const src = attr("src");
  return !!src && !src.prop && /^\/(?!\/)/.test(src.value) && pixels("width") && pixels("height") && attr("alt") !== undefined && !attr("srcset") && !attr("sizes");
}

function propAttributeName(el: LayoutElement, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith("data-") || lower.startsWith("aria-")) return lower;
  return REACT_PROP_NAMES[lower] ?? (el.ns === "svg" && /[-:]/.test(name) ? camelCaseSvgAttribute(name) : name);
}

function attributes(el: LayoutElement, typed: boolean, usage: JsxUsage, hooks: JsxHooks = {}): string[] {
  const props: string[] = [];
  const passthrough: string[] = [];
  const formField = el.ns === "html" && (el.tag === "input" || el.tag === "textarea" || el.tag === "select");
  const push = (source: string, prop: string, printed: string) => {
    if (isPrintableJsxProp(source, prop, el.ns, el.tag)) props.push(printed);
  };
  const pass = (name: string, value: string) => {
    if (isPrintableJsxSpreadKey(name, el.ns, el.tag)) passthrough.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  };
  const interaction = el.interaction && jsxInteractionProps(el.interaction, getAttr(el, "class") ?? "", (v) => hooks.className?.(v) ?? JSON.stringify(v), getAttr(el, "role") === "tab");
  for (const state of el.interaction ? statesUsed(el.interaction) : []) usage.states.add(state);
  for (const { name, value, prop: fromProp } of el.attrs) {
    const lower = name.toLowerCase();
    if (lower === "class" && interaction?.replacesClass) continue;
    if (fromProp) {
      const prop = propAttributeName(el, name);
      push(name, prop, `${prop}={${fromProp}}`);
      continue;
    }
    const classExpression = lower === "class" ? hooks.className?.(value) : null;
    if (classExpression) {
      push(name, "className", `className={${classExpression}}`);
      continue;
    }
    if (lower === "style") {
      const style = styleProp(value, typed, usage);
      if (style) push(name, "style", style);
      continue;
    }
    if (el.ns === "html" && el.tag === "option" && lower === "selected") continue; // moved to the <select>
    if (formField && lower === "value") {
      push(name, "defaultValue", `defaultValue=${jsxAttrValue(value)}`);
      continue;
    }
    if (formField && lower === "checked") {
      push(name, "defaultChecked", "defaultChecked");
      continue;
    }
    if (lower.startsWith("data-") || lower.startsWith("aria-")) {
      push(name, lower, `${lower}=${jsxAttrValue(value)}`);
      continue;
    }
    const mapped = REACT_PROP_NAMES[lower] ?? (el.ns === "svg" && /[-:]/.test(name) ? camelCaseSvgAttribute(name) : null);
    const prop = mapped ?? (REACT_PLAIN_PROPS.has(name) ? name : null);
    if (!prop) {
      pass(name, value);
      continue;
    }
    if (el.ns === "html" && BOOLEAN_ATTRIBUTES.has(lower)) push(name, prop, prop);
    else if (el.ns === "html" && NUMERIC_PROPS.has(prop)) {
      // React types these as numbers; a value that is not a plain integer reaches the DOM as it is.
      if (/^-?\d+$/.test(value.trim())) push(name, prop, `${prop}={${Number(value.trim())}}`);
      else pass(name, value);
    } else push(name, prop, `${prop}=${jsxAttrValue(value)}`);
  }
  if (el.ns === "html" && el.tag === "select") {
    const selected = selectedOptionValue(el);
    if (selected !== null) props.push(`defaultValue=${jsxAttrValue(selected)}`);
  }
  if (el.ns === "html" && el.tag === "textarea" && el.children.length) props.push(`defaultValue=${jsxAttrValue(textContent(el))}`);
  if (passthrough.length) props.push(`{...{ ${passthrough.join(", ")} }}`);
  // Our own bindings and handlers (validated names, generated identifiers), after the page's attributes.
  if (interaction) props.push(...interaction.props);
  return props;
}

export function jsxPrinter(typed: boolean, usage: JsxUsage, hooks: JsxHooks = {}): TagPrinter {
  const isEmpty = (el: LayoutElement) => el.children.length === 0 || (el.ns === "html" && el.tag === "textarea");
  // A portalled menu renders at the end of <body> once mounted (the `mounted` state of its component:
  // print/components/named-component-state.ts), as its library rendered it.
  const portalOpen = (el: LayoutElement, code: string) => (el.portal ? `{mounted && createPortal(${code}` : code);
  const portalClose = (el: LayoutElement, code: string) => (el.portal ? `${code}, document.body)}` : code);
  const printer: TagPrinter = {
    accepts: (el) => !!el.use || isPrintableElementName("jsx", el.tag, el.ns),
    open(el) {
      if (el.use && hooks.use) return hooks.use(el);
      if (el.tag.includes("-") || OBSOLETE_TAGS.has(el.tag)) usage.undeclaredTags.add(el.tag);
      if (hooks.nextImage && nextImageFits(el)) {
        usage.nextImage = true;
        const loading = el.attrs.some((a) => a.name === "loading") ? [] : ['loading="eager"'];
        return `<${["Image", ...attributes(el, typed, usage, hooks), ...loading].join(" ")} />`;
      }
      const parts = [el.tag, ...attributes(el, typed, usage, hooks)];
      return `<${parts.join(" ")}${isEmpty(el) ? " />" : ">"}`;
    },
    close: (el) => `</${el.tag}>`,
    selfContained: (el) => !!el.use || isEmpty(el) || (el.ns === "html" && VOID_ELEMENTS.has(el.tag)),
    text: (value, preformatted, _parent, node) => (node?.prop ? `{${node.prop}}` : jsxText(value, preformatted)),
  };
  return {
    ...printer,
    open: (el, depth) => (printer.selfContained(el) ? portalClose(el, portalOpen(el, printer.open(el, depth))) : portalOpen(el, printer.open(el, depth))),
    close: (el) => portalClose(el, printer.close(el)),
  };
}

export function emptyJsxUsage(): JsxUsage {
  return { customProperties: false, undeclaredTags: new Set(), states: new Set(), nextImage: false };
}

export function printJsx(nodes: LayoutNode[], options: { typed: boolean; depth: number; hooks?: JsxHooks; usage?: JsxUsage }): { code: string; usage: JsxUsage } {
  const usage = options.usage ?? emptyJsxUsage();
  const code = printNodes(nodes, null, jsxPrinter(options.typed, usage, options.hooks), options.depth);
  return { code, usage };
}

/** CSS as a JavaScript template literal, kept readable (escaping only what a template literal would interpret). */
export function cssTemplateLiteral(css: string): string {
  return "`" + css.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";
}
