import type { LayoutElement, LayoutTree } from "./layout-tree.ts";
import { SRCSET_ATTRIBUTES, URL_ATTRIBUTES } from "./layout-tree.ts";
import { printMarkup } from "./markup-printer.ts";
import { cssForStyleElement } from "./css-text.ts";

/** A PHP single-quoted string: only `\` and `'` are special, so `?>` or `<?php` inside stay plain text. */
export function phpString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** Attribute values plain enough to sit in the file as they are (no quotes, entities or PHP openers). */
const PLAIN_VALUE = /^[\w\s\-.,:;#%()/+*=!]*$/;

function phpAttr(_el: LayoutElement, name: string, value: string): string {
  const lower = name.toLowerCase();
  if (URL_ATTRIBUTES.has(lower)) return `${name}="<?php echo esc_url( ${phpString(value)} ); ?>"`;
  if (value === "") return name;
  if (PLAIN_VALUE.test(value) && !SRCSET_ATTRIBUTES.has(lower)) return `${name}="${value}"`;
  return `${name}="<?php echo esc_attr( ${phpString(value)} ); ?>"`;
}

/** The layout's markup for PHP: text through esc_html, URLs through esc_url, other odd values through esc_attr. */
export function renderWordPressMarkup(tree: LayoutTree, depth = 0): string {
  return printMarkup(tree.nodes, { attr: phpAttr, text: (value) => `<?php echo esc_html( ${phpString(value)} ); ?>` }, depth);
}

/** A nowdoc keeps the stylesheet byte-exact; its end marker must not occur in the CSS. */
export function phpNowdoc(text: string): { open: string; close: string } {
  let marker = "LAYOUTLIFT_CSS";
  for (let i = 2; text.includes(marker); i++) marker = `LAYOUTLIFT_CSS_${i}`;
  return { open: `<<<'${marker}'`, close: marker };
}

export function templateName(title: string): string {
  return title.replace(/\*\//g, "").replace(/[\r\n]+/g, " ").trim().slice(0, 80) || "LayoutLift Export";
}

/**
 * `wordpress-template.php`: a page template for the active theme. The stylesheet is enqueued as an inline style
 * (wp_add_inline_style on a registered handle), so it lands in wp_head where WordPress expects styles.
 */
export function renderWordPressTemplate(tree: LayoutTree, css: string): string {
  const styles = cssForStyleElement(css);
  const doc = phpNowdoc(styles);
  return [
    "<?php",
    "/**",
    ` * Template Name: ${templateName(tree.title)}`,
    " * Description: Page template exported by LayoutLift. Copy it into your theme folder and pick it under Page Attributes.",
    " */",
    "",
    "if ( ! defined( 'ABSPATH' ) ) {",
    "\texit;",
    "}",
    "",
    "add_action(",
    "\t'wp_enqueue_scripts',",
    "\tfunction () {",
    "\t\twp_register_style( 'layoutlift-export', false, array(), null );",
    "\t\twp_enqueue_style( 'layoutlift-export' );",
    `\t\twp_add_inline_style( 'layoutlift-export', ${doc.open}`,
    styles,
    doc.close,
    "\t\t);",
    "\t}",
    ");",
    "",
    "get_header();",
    "?>",
    renderWordPressMarkup(tree),
    "<?php",
    "get_footer();",
    "",
  ].join("\n");
}
