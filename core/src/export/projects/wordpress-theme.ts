import type { LayoutTree } from "../model/layout-nodes.ts";
import { renderWordPressMarkup, templateName } from "../print/php-markup.ts";
import { inlineBehaviourScript, needsBehaviourScript } from "../print/behaviour-script.ts";

/**
 * `wordpress/`: a classic theme. style.css sits at the theme root, so its relative `assets/…` URLs resolve inside
 * the theme; the markup addresses the theme's files (`themeFiles`) through get_theme_file_uri().
 */
export function wordpressTheme(tree: LayoutTree, css: string, themeFiles: ReadonlySet<string>, prefix = "wordpress/"): Record<string, string> {
  const name = templateName(tree.title);
  return {
    [`${prefix}style.css`]: [
      "/*",
      `Theme Name: ${name}`,
      "Description: Theme exported by LayoutLift.",
      "Version: 1.0.0",
      "Requires PHP: 7.4",
      "Text Domain: layoutlift-export",
      "*/",
      "",
      css,
      "",
    ].join("\n"),
    [`${prefix}functions.php`]: [
      "<?php",
      "/** Loads the theme's stylesheet (style.css) on every page. */",
      "add_action(",
      "\t'wp_enqueue_scripts',",
      "\tfunction () {",
      "\t\twp_enqueue_style( 'layoutlift-export', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );",
      "\t}",
      ");",
      "",
      "add_action(",
      "\t'after_setup_theme',",
      "\tfunction () {",
      "\t\tadd_theme_support( 'title-tag' );",
      "\t}",
      ");",
      "",
    ].join("\n"),
    [`${prefix}header.php`]: [
      "<!DOCTYPE html>",
      "<html <?php language_attributes(); ?>>",
      "<head>",
      '<meta charset="<?php bloginfo( \'charset\' ); ?>">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      "<?php wp_head(); ?>",
      "</head>",
      "<body <?php body_class(); ?>>",
      "<?php wp_body_open(); ?>",
      "",
    ].join("\n"),
    [`${prefix}footer.php`]: ["<?php wp_footer(); ?>", "</body>", "</html>", ""].join("\n"),
    [`${prefix}index.php`]: [
      "<?php get_header(); ?>",
      renderWordPressMarkup(tree, 0, { themeFiles }),
      ...(needsBehaviourScript(tree) ? [inlineBehaviourScript()] : []),
      "<?php get_footer(); ?>",
      "",
    ].join("\n"),
  };
}
