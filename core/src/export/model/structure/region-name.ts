import type { LayoutElement, LayoutNode } from "../layout-nodes.ts";
import { getAttr } from "../layout-nodes.ts";
import { pascalCase as pascalCaseOf, words } from "./identifiers.ts";
import { GENERIC_WORDS, semanticClasses } from "./meaning-words.ts";

/**
 * What a region is called, in words, before it becomes an identifier. A layer name the user or the extraction
 * gave wins unless it only says what kind of box it is ("section", "card"); then the region's id, its heading or
 * its landmark speak for it: `<section id="services">` → Services, `<h2>Meet the team</h2>` → Team, `<nav>` → Navbar.
 * A component name the user gave the layer in the editor comes before all of these.
 */
const GENERIC_LAYER_NAMES = new Set([
  "section", "container", "div", "wrapper", "region", "block", "group", "content", "box", "item", "card", "text",
  "image", "button", "input", "features", "faq", "cta",
]);
const LANDMARKS: Record<string, string> = { nav: "Navbar", header: "Header", footer: "Footer", main: "Main", aside: "Sidebar", form: "Form" };
const LAYER_KINDS: Record<string, string> = { nav: "Navbar", hero: "Hero", header: "Header", footer: "Footer", pricing: "Pricing", testimonials: "Testimonials", faq: "Faq", cta: "CallToAction", features: "Features" };
const ROLES: Record<string, string> = { navigation: "Navbar", banner: "Header", contentinfo: "Footer", search: "Search", complementary: "Sidebar" };
const FILLER_WORDS = new Set([
  "our", "the", "a", "an", "and", "of", "to", "for", "with", "your", "you", "we", "us", "what", "meet", "get", "in",
  "on", "at", "by", "is", "are", "from", "how", "why", "who", "this", "that", "my", "it", "section", "wrapper",
  "container", "area", "block", "wrap", "inner", "outer", "main", "content", "s",
]);

function headingText(el: LayoutElement): string | null {
  for (const child of el.children) {
    if (child.type !== "element") continue;
    if (child.ns === "html" && /^h[1-6]$/.test(child.tag)) return textOf(child);
    const inner = headingText(child);
    if (inner) return inner;
  }
  return null;
}

function textOf(node: LayoutNode): string {
  return node.type === "text" ? node.value : node.children.map(textOf).join("");
}

/** Up to three meaningful words of `text`, or null when nothing meaningful is left. */
function meaningful(text: string | null | undefined, max = 3): string | null {
  if (!text) return null;
  const kept = words(text).filter((w) => !FILLER_WORDS.has(w.toLowerCase()) && !/^\d+$/.test(w));
  if (!kept.length || kept.join("").length > 32) return null;
  return kept.slice(0, max).join(" ");
}

export function regionNameText(el: LayoutElement): string {
  // A name the user typed in the editor is what they want the component called, whatever words it uses.
  const chosen = el.componentName?.trim();
  if (chosen && pascalCaseOf(chosen)) return chosen;
  const layer = el.layerName?.trim();
  if (layer && !GENERIC_LAYER_NAMES.has(layer.toLowerCase()) && LAYER_KINDS[layer.toLowerCase()] === undefined) {
    const m = meaningful(layer, 4) ?? meaningful(layer.replace(/-\d+$/, ""), 4);
    if (m) return m;
  }
  const landmark = LANDMARKS[el.tag] ?? ROLES[getAttr(el, "role") ?? ""];
  // A navigation with its own heading (a footer's "Product" column) is named for it: ProductNav, not Navbar2.
  const navHeading = el.tag === "nav" ? (meaningful(headingText(el), 2) ?? meaningful(getAttr(el, "aria-label"), 2)) : null;
  if (navHeading && !/\b(nav|navigation|menu)\b/i.test(navHeading)) return `${navHeading} Nav`;
  if (landmark && (el.tag === "nav" || el.tag === "header" || el.tag === "footer")) return landmark;
  const fromLayer = layer ? LAYER_KINDS[layer.toLowerCase().replace(/-\d+$/, "")] : undefined;
  if (fromLayer === "Navbar" || fromLayer === "Hero" || fromLayer === "Header" || fromLayer === "Footer") return fromLayer;
  return meaningful(getAttr(el, "id")) ?? meaningful(getAttr(el, "aria-label")) ?? meaningful(headingText(el), 2) ?? classWords(el) ?? fromLayer ?? landmark ?? "Section";
}

function classWords(el: LayoutElement): string | null {
  return meaningful(semanticClasses(el).flatMap((c) => words(c)).filter((w) => !GENERIC_WORDS.has(w.toLowerCase())).join(" "), 2);
}

/**
 * Every name a content region could take, best first: when two sections would both be `Customers` (a logo strip
 * labelled so and a testimonials section with that id), the second takes its next name (`Testimonials`), not a 2.
 */
export function regionNameCandidates(el: LayoutElement): string[] {
  const first = regionNameText(el);
  // A name the user gave is kept as given (made unique by the caller).
  if (el.componentName?.trim()) return [first];
  const all = [first, meaningful(getAttr(el, "id")), meaningful(getAttr(el, "aria-label")), classWords(el), meaningful(headingText(el), 2)];
  return all.filter((n, i): n is string => !!n && all.indexOf(n) === i);
}
