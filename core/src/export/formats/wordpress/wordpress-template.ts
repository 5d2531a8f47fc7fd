import type { LayoutTree } from "../../model/layout-nodes.ts";
import { escapeStyleElementText } from "../../../html/raw-text.ts";
import { renderWordPressMarkup, templateName } from "../../print/php-markup.ts";
import { inlineBehaviourScript, needsBehaviourScript } from "../../print/behaviour-script.ts";

/** A nowdoc keeps the stylesheet byte-exact; its end marker must not occur in the CSS. */
export function phpNowdoc(text: string): { open: string; close: string } {
  let marker = "LAYOUTLIFT_CSS";
  for (let i = 2; text.includes(marker); i++) marker = `LAYOUTLIFT_CSS_${i}`;
  return { open: `<<<'${marker}'`, close: marker };
}

/**
 * `wordpress-template.php`: a page template for the active theme. The stylesheet is enqueued as an inline style
 * (wp_add_inline_style on a registered handle), so it lands in wp_head where WordPress expects styles.
 */
export function renderWordPressTemplate(tree: LayoutTree, css: string): string {
  const styles = escapeStyleElementText(css);
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
    // Menus, tabs and dialogs work through our behaviour runtime, printed with the markup (never the page's scripts).
    ...(needsBehaviourScript(tree) ? [inlineBehaviourScript()] : []),
    "<?php",
    "get_footer();",
    "",
  ].join("\n");
}
