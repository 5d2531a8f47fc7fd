/**
 * Stand-ins for the WordPress functions a site theme calls, for `php wordpress-site-shim.php <theme> <template> <slug>`:
 * the request is for the captured page `<slug>` ("home" is the front page), pages have plain permalinks
 * (?page_id=N, so a link only works if it asks WordPress for the page's address), and with LL_MENU=1 a primary menu
 * is assigned and printed as WordPress's walker prints one (classes through the theme's filters, aria-current on the
 * current item). With template "activate" it runs the theme's activation and prints what it created as JSON.
 */
export const WORDPRESS_SITE_SHIM = String.raw`<?php
define('ABSPATH', __DIR__ . '/');
$theme = $argv[1]; $template = $argv[2]; $current = $argv[3] ?? 'home';
$GLOBALS['ll'] = array('actions' => array(), 'filters' => array(), 'styles' => array(), 'menus' => array(), 'created' => array(), 'options' => array(), 'menu_items' => array(), 'mods' => array());
function add_action($hook, $cb, $p = 10, $n = 1) { $GLOBALS['ll']['actions'][$hook][] = $cb; }
function do_action($hook) { foreach ($GLOBALS['ll']['actions'][$hook] ?? array() as $cb) { $cb(); } }
function add_filter($hook, $cb, $p = 10, $n = 1) { $GLOBALS['ll']['filters'][$hook][] = $cb; }
function apply_filters($hook, $value, ...$args) { foreach ($GLOBALS['ll']['filters'][$hook] ?? array() as $cb) { $value = $cb($value, ...$args); } return $value; }
function add_theme_support($f) {}
function register_nav_menus($m) { $GLOBALS['ll']['menus'] = $m; }
function wp_enqueue_style($h, $src = '', $deps = array(), $ver = false) { $GLOBALS['ll']['styles'][$h] = $src; }
function get_stylesheet_uri() { return 'http://wp.test/wp-content/themes/site/style.css'; }
function get_theme_file_uri($p) { return 'http://wp.test/wp-content/themes/site/' . $p; }
class LL_Theme { function get($k) { return '1.0.0'; } }
function wp_get_theme() { return new LL_Theme(); }
function language_attributes() { echo 'lang="en-US"'; }
function bloginfo($k) { echo 'UTF-8'; }
function wp_head() { do_action('wp_enqueue_scripts'); foreach ($GLOBALS['ll']['styles'] as $h => $src) { echo "<link rel=\"stylesheet\" id=\"$h-css\" href=\"$src\">\n"; } }
function body_class() { echo 'class="page"'; }
function wp_body_open() {}
function wp_footer() {}
function get_header() { require $GLOBALS['theme'] . '/header.php'; }
function get_footer() { require $GLOBALS['theme'] . '/footer.php'; }
function get_search_form() { echo '<form role="search"></form>'; }
function esc_html($t) { return htmlspecialchars((string) $t, ENT_QUOTES, 'UTF-8'); }
function esc_attr($t) { return htmlspecialchars((string) $t, ENT_QUOTES, 'UTF-8'); }
function esc_url($u) { return htmlspecialchars((string) $u, ENT_QUOTES, 'UTF-8'); }
function home_url($p = '/') { return 'http://wp.test' . $p; }
function ll_page_id($slug) { $i = 0; foreach (layoutlift_pages() as $p) { $i++; if ($p['slug'] === $slug) { return 100 + $i; } } return 0; }
function get_page_by_path($slug) { if ($GLOBALS['template'] === 'activate') { return null; } $id = ll_page_id($slug); return $id ? (object) array('ID' => $id) : null; }
function get_post_field($field, $id) { $i = 0; foreach (layoutlift_pages() as $p) { $i++; if (100 + $i === $id) { return $p['slug']; } } return ''; }
function get_permalink($page) { return 'http://wp.test/?page_id=' . $page->ID; }
function is_front_page() { return $GLOBALS['current'] === 'home'; }
function is_page($slug) { return $GLOBALS['current'] === $slug; }
function has_nav_menu($loc) { return getenv('LL_MENU') === '1'; }
function have_posts() { return false; }
function the_posts_pagination() {}
function the_archive_title($a = '', $b = '') { echo $a . 'Archives' . $b; }
function wp_nav_menu($args) {
  echo '<ul class="' . esc_attr($args['menu_class']) . '">';
  foreach (layoutlift_menu_links() as $link) {
    $current = $link['slug'] === $GLOBALS['current'];
    $item = (object) array('current' => $current, 'object' => $link['slug'] ? 'page' : 'custom', 'object_id' => $link['slug'] ? ll_page_id($link['slug']) : 0);
    $classes = apply_filters('nav_menu_css_class', array('menu-item'), $item, $args, 0);
    $atts = apply_filters('nav_menu_link_attributes', array('href' => $link['slug'] ? layoutlift_page_url($link['slug']) : $link['url'], 'aria-current' => $current ? 'page' : ''), $item, $args, 0);
    $attr = ''; foreach ($atts as $k => $v) { if ($v !== '') { $attr .= ' ' . $k . '="' . esc_attr($v) . '"'; } }
    echo '<li class="' . esc_attr(implode(' ', $classes)) . '"><a' . $attr . '>' . esc_html($link['title']) . '</a></li>';
  }
  echo '</ul>';
}
function wp_insert_post($post) { $GLOBALS['ll']['created'][] = $post['post_name']; return 200 + count($GLOBALS['ll']['created']); }
function update_option($k, $v) { $GLOBALS['ll']['options'][$k] = $v; }
function get_theme_mod($k, $d = false) { return $d; }
function set_theme_mod($k, $v) { $GLOBALS['ll']['mods'][$k] = $v; }
function wp_create_nav_menu($name) { return 7; }
function is_wp_error($x) { return false; }
function wp_update_nav_menu_item($menu, $id, $item) { $GLOBALS['ll']['menu_items'][] = $item; return count($GLOBALS['ll']['menu_items']); }
require $theme . '/functions.php';
do_action('after_setup_theme');
if ($template === 'activate') {
  do_action('after_switch_theme');
  echo json_encode(array('created' => $GLOBALS['ll']['created'], 'options' => $GLOBALS['ll']['options'], 'menu_items' => $GLOBALS['ll']['menu_items'], 'mods' => $GLOBALS['ll']['mods'], 'menus' => $GLOBALS['ll']['menus']));
} else {
  require $theme . '/' . $template;
}
`;
