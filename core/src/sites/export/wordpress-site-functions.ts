import { phpString } from "../../export/print/php-markup.ts";
import type { MenuLook } from "./wordpress-site-markup.ts";

export interface ThemePage {
  slug: string;
  title: string;
  /** The shared parts' `active` value on this page ("" for none). */
  active: string;
}

const phpArray = (entries: [string, string][]) => `array( ${entries.map(([k, v]) => `${phpString(k)} => ${v}`).join(", ")} )`;

/**
 * `functions.php` of a site theme: the stylesheets, the `primary` menu location with filters that give WordPress's
 * menu items the captured classes, the captured pages and their addresses, and on activation the pages created
 * (same slugs as the templates), the start page set as the front page and the primary menu seeded from the captured
 * navigation.
 */
export function wordpressSiteFunctions(pages: ThemePage[], menu: (MenuLook & { activeOn: "item" | "link" | null }) | null): string {
  const pageList = pages.map((p) => phpArray([["slug", phpString(p.slug)], ["title", phpString(p.title)], ["active", phpString(p.active)]]));
  const links = (menu?.links ?? []).map((l) => phpArray([["title", phpString(l.title)], ["slug", phpString(l.slug ?? "")], ["url", phpString(l.url)]]));
  const itemActive = menu?.activeOn === "item" ? " . ( layoutlift_menu_item_active( $item ) ? ' active' : '' )" : "";
  const linkActive = menu?.activeOn === "link" ? " . ( layoutlift_menu_item_active( $item ) ? ' active' : '' )" : "";
  return `<?php
/**
 * LayoutLift site theme: one template per captured page (front-page.php, page-<slug>.php), the shared header and
 * footer in header.php/footer.php, the navigation as the "primary" menu.
 */

if ( ! defined( 'ABSPATH' ) ) {
\texit;
}

add_action(
\t'after_setup_theme',
\tfunction () {
\t\tadd_theme_support( 'title-tag' );
\t\tadd_theme_support( 'post-thumbnails' );
\t\tregister_nav_menus( array( 'primary' => 'Primary menu' ) );
\t}
);

add_action(
\t'wp_enqueue_scripts',
\tfunction () {
\t\twp_enqueue_style( 'layoutlift-site', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );
\t}
);

/** The captured pages: slug (of the template and of the page created on activation), title, active navigation value. */
function layoutlift_pages() {
\treturn array(
\t\t${pageList.join(",\n\t\t")},
\t);
}

/** The captured navigation's links, the primary menu's first items. */
function layoutlift_menu_links() {
\treturn array(${links.length ? `\n\t\t${links.join(",\n\t\t")},\n\t` : ""});
}

/** Loads a page's own stylesheet (css/<slug>.css) after the site's. */
function layoutlift_page_style( $slug ) {
\tadd_action(
\t\t'wp_enqueue_scripts',
\t\tfunction () use ( $slug ) {
\t\t\twp_enqueue_style( 'layoutlift-page-' . $slug, get_theme_file_uri( 'css/' . $slug . '.css' ), array( 'layoutlift-site' ), wp_get_theme()->get( 'Version' ) );
\t\t}
\t);
}

/** The address of a captured page in this WordPress, whatever its permalink setting. */
function layoutlift_page_url( $slug ) {
\tif ( 'home' === $slug ) {
\t\treturn home_url( '/' );
\t}
\t$page = get_page_by_path( $slug );
\treturn $page ? get_permalink( $page ) : home_url( '/' . $slug . '/' );
}

/** Which navigation link is marked as the current page on this request (the captured "active" link). */
function layoutlift_active() {
\tforeach ( layoutlift_pages() as $page ) {
\t\tif ( 'home' === $page['slug'] ? is_front_page() : is_page( $page['slug'] ) ) {
\t\t\treturn $page['active'];
\t\t}
\t}
\treturn '';
}

/**
 * Whether a menu item is marked as the current page: on a captured page, the link the capture marked (a post page of
 * the journal marks "Journal", which WordPress's own current-item logic would not); elsewhere WordPress's answer.
 */
function layoutlift_menu_item_active( $item ) {
\tforeach ( layoutlift_pages() as $page ) {
\t\tif ( 'home' === $page['slug'] ? is_front_page() : is_page( $page['slug'] ) ) {
\t\t\t$slug = str_replace( '/', '-', $page['active'] );
\t\t\treturn '' !== $slug && 'page' === $item->object && get_post_field( 'post_name', $item->object_id ) === $slug;
\t\t}
\t}
\treturn ! empty( $item->current );
}

add_filter(
\t'nav_menu_css_class',
\tfunction ( $classes, $item ) {
\t\treturn array_merge( $classes, array_filter( explode( ' ', ${phpString(menu?.itemClass ?? "")}${itemActive} ) ) );
\t},
\t10,
\t2
);

add_filter(
\t'nav_menu_link_attributes',
\tfunction ( $atts, $item ) {
\t\t$atts['class'] = trim( ${phpString(menu?.linkClass ?? "")}${linkActive} );
\t\t$atts['aria-current'] = layoutlift_menu_item_active( $item ) ? 'page' : '';
\t\treturn $atts;
\t},
\t10,
\t2
);

/** On activation: the captured pages exist with the templates' slugs, the start page is the front page, the menu is seeded. */
function layoutlift_seed_site() {
\t$ids = array();
\tforeach ( layoutlift_pages() as $page ) {
\t\t$found = get_page_by_path( $page['slug'] );
\t\t$ids[ $page['slug'] ] = $found ? $found->ID : wp_insert_post(
\t\t\tarray(
\t\t\t\t'post_type'   => 'page',
\t\t\t\t'post_status' => 'publish',
\t\t\t\t'post_name'   => $page['slug'],
\t\t\t\t'post_title'  => $page['title'],
\t\t\t)
\t\t);
\t}
\tupdate_option( 'show_on_front', 'page' );
\tupdate_option( 'page_on_front', $ids['home'] );
\t$locations = get_theme_mod( 'nav_menu_locations', array() );
\tif ( ! empty( $locations['primary'] ) || ! layoutlift_menu_links() ) {
\t\treturn;
\t}
\t$menu_id = wp_create_nav_menu( 'LayoutLift primary' );
\tif ( is_wp_error( $menu_id ) ) {
\t\treturn;
\t}
\tforeach ( layoutlift_menu_links() as $link ) {
\t\t$item = $link['slug'] && isset( $ids[ $link['slug'] ] )
\t\t\t? array( 'menu-item-object' => 'page', 'menu-item-object-id' => $ids[ $link['slug'] ], 'menu-item-type' => 'post_type' )
\t\t\t: array( 'menu-item-url' => $link['url'], 'menu-item-type' => 'custom' );
\t\twp_update_nav_menu_item( $menu_id, 0, array_merge( $item, array( 'menu-item-title' => $link['title'], 'menu-item-status' => 'publish' ) ) );
\t}
\t$locations['primary'] = $menu_id;
\tset_theme_mod( 'nav_menu_locations', $locations );
}
add_action( 'after_switch_theme', 'layoutlift_seed_site' );
`;
}
