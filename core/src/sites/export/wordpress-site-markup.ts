import type { LayoutAttr, LayoutElement, LayoutNode } from "../../export/model/layout-nodes.ts";
import { getAttr } from "../../export/model/layout-nodes.ts";
import { printMarkup } from "../../export/print/markup-printer.ts";
import { phpAttr, phpString, phpText } from "../../export/print/php-markup.ts";
import { ACTIVE_CLASS } from "../compose/region-signature.ts";

/**
 * The markup of a site theme's templates: links to captured pages ask WordPress for the page's address
 * (layoutlift_page_url, so they follow any permalink setting), the shared parts' "active" link is decided per request
 * (layoutlift_active()), and the captured navigation list becomes wp_nav_menu on the theme's `primary` location, its
 * captured markup kept as the fallback until a menu is assigned.
 */
const ROUTE_SCHEME = "layoutlift-route:";

/** The WordPress page slug of a route: its path segments joined by "-"; "home" for the start page. */
export function routeSlug(route: string): string {
  return route === "/" ? "home" : route.slice(1).replace(/\//g, "-");
}

/** An href naming a captured page, rewritten by printWordPressNodes into a layoutlift_page_url() call. */
export const wordpressRouteHref = (route: string, fragment: string) => `${ROUTE_SCHEME}${routeSlug(route)}${fragment}`;

/**
 * A binding of the shared parts' `active` prop (a JS expression over single-quoted strings, see active-binding.ts)
 * as PHP printing the attribute, or nothing where the binding gives undefined (no aria-current off the current page).
 */
function phpBinding(name: string, expression: string): string {
  const php = expression.replace(/\bactive\b(?=\s*===)/g, "layoutlift_active()").replace(/\bundefined\b/g, "null");
  return `<?php $layoutlift_value = ${php}; if ( null !== $layoutlift_value ) { echo '${name}="' . esc_attr( $layoutlift_value ) . '"'; } ?>`;
}

function printNodes(nodes: LayoutNode[], themeFiles: ReadonlySet<string>, depth: number): string {
  const base = phpAttr(themeFiles);
  const attr = (el: LayoutElement, name: string, raw: string): string => {
    const bound = el.attrs.find((a: LayoutAttr) => a.name === name)?.prop;
    if (bound) return phpBinding(name, bound);
    return base(el, name, raw);
  };
  const printed = printMarkup(nodes, { target: "php", attr, text: phpText }, depth);
  // esc_url( 'layoutlift-route:about#team' ) → esc_url( layoutlift_page_url( 'about' ) . '#team' )
  return printed.replace(/esc_url\( '(?:layoutlift-route:)([a-z0-9._-]+)(#[^']*)?' \)/g, (_m, slug: string, fragment?: string) =>
    `esc_url( layoutlift_page_url( ${phpString(slug)} )${fragment ? ` . ${phpString(fragment)}` : ""} )`,
  );
}

/** A page's own content (no shared parts) for a template. */
export function wordpressContent(nodes: LayoutNode[], themeFiles: ReadonlySet<string>): string {
  return printNodes(nodes, themeFiles, 0);
}

const isElement = (n: LayoutNode): n is LayoutElement => n.type === "element";
const linkOf = (li: LayoutElement) => li.children.filter(isElement).find((c) => c.tag === "a");

/** The navigation list inside a shared part: a <ul> whose items each hold one link. */
export function findNavList(el: LayoutElement): LayoutElement | null {
  if (el.tag === "ul") {
    const items = el.children.filter(isElement);
    if (items.length >= 2 && items.every((li) => li.tag === "li" && linkOf(li))) return el;
  }
  for (const c of el.children.filter(isElement)) {
    const found = findNavList(c);
    if (found) return found;
  }
  return null;
}

/** What the menu filters in functions.php give WordPress's menu items so they look like the captured ones. */
export interface MenuLook {
  listClass: string;
  itemClass: string;
  linkClass: string;
  /** The links of the captured list in order: title and where it leads (a captured page's slug, or a URL). */
  links: { title: string; slug: string | null; url: string }[];
}

const withoutActive = (value: string | undefined) => (value ?? "").split(/\s+/).filter((c) => c && c !== ACTIVE_CLASS).join(" ");
const textOf = (n: LayoutNode): string => (n.type === "text" ? n.value : n.children.map(textOf).join(""));

export function menuLook(list: LayoutElement): MenuLook {
  const items = list.children.filter(isElement);
  return {
    listClass: getAttr(list, "class") ?? "",
    itemClass: withoutActive(getAttr(items[0], "class")),
    linkClass: withoutActive(getAttr(linkOf(items[0])!, "class")),
    links: items.map((li) => {
      const a = linkOf(li)!;
      const href = getAttr(a, "href") ?? "";
      const slug = href.startsWith(ROUTE_SCHEME) ? href.slice(ROUTE_SCHEME.length).replace(/#.*$/, "") : null;
      return { title: textOf(a).replace(/\s+/g, " ").trim(), slug, url: slug ? "" : href };
    }),
  };
}

/** A shared part for header.php/footer.php; `list` (the site's main navigation, inside it) printed as wp_nav_menu with the captured list as fallback. */
export function wordpressPart(part: LayoutElement, themeFiles: ReadonlySet<string>, list: LayoutElement | null): string {
  if (!list) return printNodes([part], themeFiles, 0);
  const marker = "LAYOUTLIFT_NAV_MENU";
  const swap = (el: LayoutElement): LayoutElement => ({
    ...el,
    children: el.children.map((c) => (c === list ? { type: "text", value: marker, preformatted: false } : isElement(c) ? swap(c) : c)),
  });
  const printed = printNodes([swap(part)], themeFiles, 0);
  const menu = [
    "<?php if ( has_nav_menu( 'primary' ) ) : ?>",
    `<?php wp_nav_menu( array( 'theme_location' => 'primary', 'container' => false, 'depth' => 1, 'menu_class' => ${phpString(getAttr(list, "class") ?? "")} ) ); ?>`,
    "<?php else : ?>",
    printNodes([list], themeFiles, 0),
    "<?php endif; ?>",
  ].join("\n");
  return printed.replace(`<?php echo esc_html( '${marker}' ); ?>`, menu);
}
