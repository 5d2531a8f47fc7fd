/** Stand-ins for the few WordPress functions a page template calls; escaping behaves like WordPress's. */
export const WORDPRESS_SHIM = `<?php
define('ABSPATH', __DIR__ . '/');
$GLOBALS['ll_actions'] = array();
$GLOBALS['ll_styles'] = array();
function add_action($hook, $cb) { $GLOBALS['ll_actions'][$hook][] = $cb; }
function wp_register_style($handle, $src = false, $deps = array(), $ver = false) { $GLOBALS['ll_styles'][$handle] = ''; }
function wp_enqueue_style($handle) {}
function wp_add_inline_style($handle, $css) { $GLOBALS['ll_styles'][$handle] .= $css; return true; }
function esc_html($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8'); }
function esc_attr($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8'); }
function esc_url($url) { return htmlspecialchars((string) $url, ENT_QUOTES, 'UTF-8'); }
function get_header() {
  foreach ($GLOBALS['ll_actions']['wp_enqueue_scripts'] ?? array() as $cb) { $cb(); }
  echo '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>render</title>';
  foreach ($GLOBALS['ll_styles'] as $handle => $css) { echo "<style id=\\"$handle-inline-css\\">" . $css . '</style>'; }
  echo '</head><body>';
}
function get_footer() { echo '</body></html>'; }
require $argv[1];
`;
