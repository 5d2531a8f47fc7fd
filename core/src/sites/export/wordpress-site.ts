import { PNG } from "pngjs";
import type { DownloadedAssets } from "../../export/assets/assets.ts";
import { formatCss } from "../../export/css/css-format.ts";
import { usesBehaviours } from "../../export/model/behaviour-attributes.ts";
import type { LayoutElement } from "../../export/model/layout-nodes.ts";
import { getAttr } from "../../export/model/layout-nodes.ts";
import { inlineBehaviourScript } from "../../export/print/behaviour-script.ts";
import { templateName } from "../../export/print/php-markup.ts";
import type { ComposedSite } from "../compose/compose-site.ts";
import { localCss, localNodes } from "../compose/site-assets.ts";
import { rewriteLinks } from "../compose/site-links.ts";
import type { SiteFiles } from "./static-site.ts";
import { wordpressSiteFunctions, type ThemePage } from "./wordpress-site-functions.ts";
import { findNavList, menuLook, routeSlug, wordpressContent, wordpressPart, wordpressRouteHref } from "./wordpress-site-markup.ts";

/**
 * `wordpress/`: the site as a classic WordPress theme, not one page in theme clothing. Each captured page is a
 * template (front-page.php, page-<slug>.php) holding only its own content; the shared parts are header.php and
 * footer.php; posts, archives and searches get a post loop (index.php, single.php, archive.php) and unknown
 * addresses a 404.php, all inside the captured header and footer. Activating the theme creates the pages.
 */
const PREFIX = "wordpress/";
const BLOG_ROUTE = /^\/(blog|news|journal|posts|articles|stories)$/i;

export function wordpressSiteTheme(site: ComposedSite, assets: DownloadedAssets, screenshot?: Uint8Array | null): SiteFiles {
  const themeFiles = new Set([...assets.files.values()].map((f) => f.path));
  const start = site.pages[0];
  const files: SiteFiles = {};
  const put = (path: string, body: string | Uint8Array) => void (files[PREFIX + path] = body);
  const activeOf = (i: number) => site.regions.find((r) => r.hasActive)?.activeByPage[i] ?? "";
  const slugs = site.pages.map((p) => routeSlug(p.source.route));
  const pages: ThemePage[] = site.pages.map((p, i) => ({ slug: slugs[i], title: p.tree.title, active: activeOf(i) }));

  const parts = site.regions.map((r) => ({
    placement: r.placement,
    el: localNodes(start.tree, rewriteLinks([r.template], start.source.url, site.routes, wordpressRouteHref), assets, "")[0] as LayoutElement,
  }));
  // The site's main navigation: the first shared part's link list (a header's, before a footer's).
  const navPart = parts.find((p) => findNavList(p.el));
  const nav = navPart ? findNavList(navPart.el) : null;
  const menu = nav ? { ...menuLook(nav), activeOn: activeOn(nav) } : null;
  const printParts = (placement: "start" | "end") =>
    parts.filter((p) => p.placement === placement).map((p) => wordpressPart(p.el, themeFiles, p === navPart ? nav : null));

  put("style.css", styleCss(site, start.tree.title, formatCss(localCss(site.globalCss, start.source.url, assets, ""))));
  put("theme.json", JSON.stringify({ $schema: "https://schemas.wp.org/trunk/theme.json", version: 2, settings: { appearanceTools: false, layout: { contentSize: "720px", wideSize: "1200px" } } }, null, 2) + "\n");
  put("screenshot.png", screenshot ?? placeholderScreenshot());
  put("functions.php", wordpressSiteFunctions(pages, menu));
  put("header.php", headerPhp(printParts("start")));
  const behaviours = site.pages.some((p) => usesBehaviours(p.tree.nodes));
  put("footer.php", [...printParts("end"), ...(behaviours ? [inlineBehaviourScript()] : []), "<?php wp_footer(); ?>", "</body>", "</html>", ""].join("\n"));

  site.pages.forEach((page, i) => {
    const nodes = localNodes(page.tree, rewriteLinks(site.content[i], page.source.url, site.routes, wordpressRouteHref), assets, "");
    const css = formatCss(localCss(site.pageCss[i], page.source.url, assets, "../"));
    if (css) put(`css/${slugs[i]}.css`, css + "\n");
    put(i === 0 ? "front-page.php" : `page-${slugs[i]}.php`, pageTemplate(page.tree.title, css ? slugs[i] : null, wordpressContent(nodes, themeFiles)));
  });

  const blog = site.pages.findIndex((p) => BLOG_ROUTE.test(p.source.route));
  const styledOn = blog >= 0 ? blog : 0;
  const wrapper = site.content[styledOn].find((n): n is LayoutElement => n.type === "element") ?? null;
  const style = site.pages[styledOn] && files[`${PREFIX}css/${slugs[styledOn]}.css`] ? slugs[styledOn] : null;
  put("index.php", loopTemplate(style, wrapper, postList()));
  put("archive.php", loopTemplate(style, wrapper, ["<?php the_archive_title( '<h1>', '</h1>' ); ?>", postList()].join("\n")));
  put("single.php", loopTemplate(style, wrapper, singlePost()));
  put("404.php", loopTemplate(style, wrapper, ["<h1>Page not found</h1>", "<p>Nothing lives at this address. Try a search:</p>", "<?php get_search_form(); ?>"].join("\n")));
  return files;
}

/** Whether the captured list marks its current page on the item or on the link (from the shared part's binding). */
function activeOn(list: LayoutElement): "item" | "link" | null {
  const walk = (el: LayoutElement): "item" | "link" | null => {
    if (el.attrs.some((a) => a.name === "class" && a.prop)) return el.tag === "li" ? "item" : el.tag === "a" ? "link" : null;
    for (const c of el.children) if (c.type === "element") {
      const found = walk(c);
      if (found) return found;
    }
    return null;
  };
  return walk(list);
}

function styleCss(site: ComposedSite, title: string, css: string): string {
  const name = templateName(title);
  return [
    "/*",
    `Theme Name: ${name}`,
    `Theme URI: ${site.pages[0].source.url.replace(/\*\//g, "")}`,
    "Author: LayoutLift",
    "Author URI: https://layoutlift.app/",
    `Description: ${site.pages.length} pages captured from ${new URL(site.pages[0].source.url).host} by LayoutLift, with their shared header and footer.`,
    "Version: 1.0.0",
    "Requires at least: 6.0",
    "Tested up to: 6.7",
    "Requires PHP: 7.4",
    "License: GNU General Public License v2 or later",
    "License URI: https://www.gnu.org/licenses/gpl-2.0.html",
    "Text Domain: layoutlift-site",
    "Tags: one-column, custom-menu, full-width-template",
    "*/",
    "",
    css,
    "",
  ].join("\n");
}

function headerPhp(parts: string[]): string {
  return [
    "<!DOCTYPE html>",
    "<html <?php language_attributes(); ?>>",
    "<head>",
    "<meta charset=\"<?php bloginfo( 'charset' ); ?>\">",
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<?php wp_head(); ?>",
    "</head>",
    "<body <?php body_class(); ?>>",
    "<?php wp_body_open(); ?>",
    ...parts,
    "",
  ].join("\n");
}

function pageTemplate(title: string, style: string | null, content: string): string {
  return [
    "<?php",
    "/**",
    ` * The captured page "${templateName(title)}"; the shared header and footer are header.php and footer.php.`,
    " */",
    ...(style ? [`layoutlift_page_style( '${style}' );`] : []),
    "get_header();",
    "?>",
    content,
    "<?php get_footer(); ?>",
    "",
  ].join("\n");
}

/** Posts, archives, a post and 404 inside the captured header/footer, in the captured blog page's first container. */
function loopTemplate(style: string | null, wrapper: LayoutElement | null, body: string): string {
  const tag = wrapper?.tag ?? "main";
  const cls = wrapper ? getAttr(wrapper, "class") : undefined;
  return [
    "<?php",
    ...(style ? [`layoutlift_page_style( '${style}' );`] : []),
    "get_header();",
    "?>",
    `<${tag}${cls ? ` class="<?php echo esc_attr( '${cls.replace(/[\\']/g, "")}' ); ?>"` : ""}>`,
    body,
    `</${tag}>`,
    "<?php get_footer(); ?>",
    "",
  ].join("\n");
}

const postList = () =>
  [
    "<?php if ( have_posts() ) : ?>",
    "<?php while ( have_posts() ) : the_post(); ?>",
    "<article <?php post_class(); ?>>",
    '<h2><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>',
    "<?php the_excerpt(); ?>",
    "</article>",
    "<?php endwhile; ?>",
    "<?php the_posts_pagination(); ?>",
    "<?php else : ?>",
    "<p>Nothing has been published here yet.</p>",
    "<?php endif; ?>",
  ].join("\n");

const singlePost = () =>
  [
    "<?php while ( have_posts() ) : the_post(); ?>",
    "<article <?php post_class(); ?>>",
    "<h1><?php the_title(); ?></h1>",
    "<?php the_content(); ?>",
    "</article>",
    "<?php endwhile; ?>",
  ].join("\n");

/** A 1200×900 light placeholder when no capture of the start page is at hand (WordPress's recommended size). */
function placeholderScreenshot(): Uint8Array {
  const png = new PNG({ width: 1200, height: 900 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([245, 245, 244, 255], i);
  return new Uint8Array(PNG.sync.write(png));
}
