import type { LayoutElement, LayoutTree } from "../model/layout-nodes.ts";
import { SRCSET_ATTRIBUTES, URL_ATTRIBUTES } from "../../html/url-attributes.ts";
import { printMarkup } from "./markup-printer.ts";
import { phpBlockCommentText } from "../../html/comment-text.ts";
import { ESCAPABLE_RAW_TEXT_ELEMENTS } from "../../html/raw-text.ts";
import { inertPlainText, splitTemplateDelimiters } from "../../html/template-delimiters.ts";

/** A PHP single-quoted string: only `\` and `'` are special, so `?>` or `<?php` inside stay plain text. */
export function phpString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** Attribute values plain enough to sit in the file as they are (no quotes, entities or PHP openers). */
const PLAIN_VALUE = /^[\w\s\-.,:;#%()/+*=!]*$/;

/**
 * A URL as a PHP expression: a file shipped inside the theme (`assets/…`, listed in `themeFiles`) is addressed
 * through get_theme_file_uri(), since a relative path would resolve against each page's URL instead.
 */
function urlExpression(url: string, themeFiles: ReadonlySet<string>): string {
  return themeFiles.has(url) ? `get_theme_file_uri( ${phpString(url)} )` : phpString(url);
}

/** `a.png 1x, b.png 2x` as one PHP string expression with each URL resolved. */
function srcsetExpression(value: string, themeFiles: ReadonlySet<string>): string {
  const parts = value.split(",").map((candidate) => {
    const [url, ...descriptor] = candidate.trim().split(/\s+/);
    const rest = descriptor.length ? ` . ${phpString(` ${descriptor.join(" ")}`)}` : "";
    return `${urlExpression(url, themeFiles)}${rest}`;
  });
  return parts.join(" . ', ' . ");
}

/** A style attribute whose `url()`s name theme files, as a PHP string expression; null when it names none. */
function styleExpression(value: string, themeFiles: ReadonlySet<string>): string | null {
  const pieces: string[] = [];
  let text = "";
  let last = 0;
  for (const m of value.matchAll(/url\(\s*(['"]?)([^'")]*?)\1\s*\)/gi)) {
    if (!themeFiles.has(m[2])) continue;
    text += `${value.slice(last, m.index)}url('`;
    pieces.push(phpString(text), `get_theme_file_uri( ${phpString(m[2])} )`);
    text = "')";
    last = m.index + m[0].length;
  }
  if (!pieces.length) return null;
  pieces.push(phpString(text + value.slice(last)));
  return pieces.join(" . ");
}

export function phpAttr(themeFiles: ReadonlySet<string>) {
  return (_el: LayoutElement, name: string, raw: string): string => {
    const value = inertPlainText(raw);
    const lower = name.toLowerCase();
    if (URL_ATTRIBUTES.has(lower)) return `${name}="<?php echo esc_url( ${urlExpression(value, themeFiles)} ); ?>"`;
    if (value === "") return name;
    const styled = lower === "style" && themeFiles.size ? styleExpression(value, themeFiles) : null;
    if (styled) return `${name}="<?php echo esc_attr( ${styled} ); ?>"`;
    if (SRCSET_ATTRIBUTES.has(lower) && themeFiles.size) return `${name}="<?php echo esc_attr( ${srcsetExpression(value, themeFiles)} ); ?>"`;
    if (PLAIN_VALUE.test(value) && !SRCSET_ATTRIBUTES.has(lower)) return `${name}="${value}"`;
    return `${name}="<?php echo esc_attr( ${phpString(value)} ); ?>"`;
  };
}

/** Text through esc_html; template delimiters split by an empty comment between two echoes (see template-delimiters.ts). */
export function phpText(value: string, _pre: boolean, parent: LayoutElement | null): string {
  const escapable = parent?.ns === "html" && ESCAPABLE_RAW_TEXT_ELEMENTS.has(parent.tag);
  const pieces = escapable ? [inertPlainText(value)] : splitTemplateDelimiters(value);
  return pieces.map((piece) => `<?php echo esc_html( ${phpString(piece)} ); ?>`).join("<!---->");
}

/** The layout's markup for PHP: text through esc_html, URLs through esc_url, other odd values through esc_attr. */
export function renderWordPressMarkup(tree: LayoutTree, depth = 0, options: { themeFiles?: ReadonlySet<string> } = {}): string {
  const attr = phpAttr(options.themeFiles ?? new Set());
  return printMarkup(tree.nodes, { target: "php", attr, text: phpText }, depth);
}

/**
 * The title as the theme's and template's header value: one line (WordPress reads headers line by line), unable
 * to close the PHP docblock or style.css comment it sits in.
 */
export function templateName(title: string): string {
  return phpBlockCommentText(title.replace(/[\r\n\u2028\u2029]+/g, " ")).trim().slice(0, 80) || "LayoutLift Export";
}
