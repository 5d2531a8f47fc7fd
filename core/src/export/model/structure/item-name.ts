import type { LayoutElement, LayoutNode } from "../layout-nodes.ts";
import { getAttr } from "../layout-nodes.ts";
import { pascalCase } from "./identifiers.ts";
import { GENERIC_WORDS, meaningWords, semanticClasses, singular } from "./meaning-words.ts";

/**
 * What an item of a repeated group is called, in words a person uses: `TeamMember`, `PortfolioItem`,
 * `ClientLogo`, `ServiceCard`, `PricingCard`, `BlogPost`, `NavLink`. In order: a layer name, the item's own
 * semantic class (`team-member`, `dish`), what the section it sits in is about (its id, classes, heading or
 * component name) combined with the kind of item, then the kind alone (`Post` for an article, `NavLink` for a link
 * in a navigation). Layout utilities (`col-lg-4`, `g-3`) never name anything.
 */
export interface ItemContext {
  /** The component the items are printed in ("App" at the top). */
  owner: string;
  /** Ancestors of the items, nearest first (up to the page root). */
  ancestors: LayoutElement[];
}

type Kind = "navLink" | "link" | "iconLink" | "logo" | "image" | "post" | "figure" | "quote" | "row" | "card" | "text" | "button" | "item";

/** Section topic → the item a person calls it; `logo` is used when the items are only images. */
const TOPICS: Array<[RegExp, string, string?]> = [
  [/^(portfolio|work|project|case|showcase)$/, "PortfolioItem"],
  [/^(team|people|staff|member|crew|founder|leadership)$/, "TeamMember"],
  [/^(speaker|host|author)$/, "Speaker"],
  [/^(client|customer|partner|brand|sponsor|logo|trusted)$/, "Client", "ClientLogo"],
  [/^(service|offering|capability)$/, "ServiceCard"],
  [/^(feature|benefit|highlight)$/, "FeatureCard"],
  [/^(pricing|plan|tier|price|package)$/, "PricingCard"],
  [/^(blog|post|news|article|journal|story|insight|update)$/, "BlogPost"],
  [/^(testimonial|review|quote|feedback)$/, "Testimonial"],
  [/^(faq|question)$/, "FaqItem"],
  [/^(timeline|history|milestone|roadmap)$/, "TimelineEvent"],
  [/^(stat|metric|number|fact|kpi)$/, "Stat"],
  [/^(step|process|how)$/, "Step"],
  [/^album$/, "AlbumCard", "AlbumImage"],
  [/^(gallery|photo|picture)$/, "GalleryItem", "GalleryImage"],
  [/^(social)$/, "SocialLink"],
  [/^(event|schedule|session|agenda)$/, "ScheduleItem"],
];

const elements = (el: LayoutElement) => el.children.filter((c): c is LayoutElement => c.type === "element");
const hasText = (n: LayoutNode): boolean => (n.type === "text" ? !!n.value.trim() : n.children.some(hasText));
const find = (el: LayoutElement, test: (e: LayoutElement) => boolean): boolean => test(el) || elements(el).some((c) => find(c, test));
const isHeading = (e: LayoutElement) => /^h[1-6]$/.test(e.tag);
const isPicture = (e: LayoutElement) => e.tag === "img" || e.tag === "picture" || (e.tag === "svg" && (getAttr(e, "role") === "img" || !!getAttr(e, "aria-label")));

/** The element itself, or its only element child when it is a wrapper (a grid column around a card). */
function core(el: LayoutElement): LayoutElement {
  const kids = elements(el);
  return kids.length === 1 && !el.children.some((c) => c.type === "text" && c.value.trim()) && semanticClasses(el).length === 0 ? core(kids[0]) : el;
}

function inNavigation(ctx: ItemContext): boolean {
  return ctx.ancestors.some((a) => a.tag === "nav" || getAttr(a, "role") === "navigation" || /\b(nav|navbar|menu|navbar-nav)\b/.test(getAttr(a, "class") ?? ""));
}

function kindOf(item: LayoutElement, ctx: ItemContext): Kind {
  const el = core(item);
  const link = el.tag === "a" ? el : null;
  if (link) {
    if (!hasText(link) && find(link, (e) => e.tag === "i" || e.tag === "svg" || e.tag === "img")) return find(link, (e) => e.tag === "img") ? "logo" : "iconLink";
    return inNavigation(ctx) || item.tag === "li" ? (inNavigation(ctx) ? "navLink" : "link") : "link";
  }
  if (isPicture(el)) return "image";
  if (el.tag === "article") return "post";
  if (el.tag === "figure") return "figure";
  if (el.tag === "blockquote") return "quote";
  if (el.tag === "tr") return "row";
  if (el.tag === "button") return "button";
  const heading = find(el, isHeading);
  const picture = find(el, isPicture);
  if (heading || (picture && hasText(el))) return "card";
  if (!hasText(el) && picture) return "image";
  return elements(el).length === 0 ? "text" : "item";
}

const KIND_NOUNS: Record<Kind, string> = {
  navLink: "NavLink", link: "Link", iconLink: "IconLink", logo: "Logo", image: "Image", post: "Post", figure: "Figure",
  quote: "Quote", row: "Row", card: "Card", text: "Item", button: "Button", item: "Item",
};

/** Topic words around the items: the nearest ancestors' classes and ids, then the owning component's name. */
function contextWords(ctx: ItemContext): string[] {
  const fromTree = ctx.ancestors.slice(0, 6).flatMap(meaningWords);
  const fromOwner = ctx.owner === "App" ? [] : [ctx.owner.replace(/^Site(?=[A-Z])/, "")];
  return [...fromTree, ...fromOwner].filter((w) => !GENERIC_WORDS.has(w.toLowerCase()) && !/^(site|app|root|next|page)$/i.test(w));
}

function topicName(words: string[], kind: Kind): string | null {
  for (const w of words) {
    const hit = TOPICS.find(([re]) => re.test(singular(w.toLowerCase())));
    if (!hit) continue;
    const [, name, pictureName] = hit;
    if (kind === "image" || kind === "logo") return pictureName ?? `${name}Image`;
    if (kind === "navLink" || kind === "link" || kind === "iconLink") return name === "SocialLink" ? name : null;
    // A line of text in a pricing card is one of the plan's features; elsewhere a topic names cards, not lines.
    if (kind === "text") return name === "PricingCard" ? "PlanFeature" : null;
    return name;
  }
  return null;
}

/** Name words for a group of repeated items (turned into a unique component identifier by the caller). */
export function itemNameText(first: LayoutElement, ctx: ItemContext): string {
  const kind = kindOf(first, ctx);
  const own = [...semanticClasses(first), ...semanticClasses(core(first))];
  const ownWords = own.flatMap((c) => c.split(/[-_]/)).map((w) => w.toLowerCase());
  const specific = own.find((c) => c.split(/[-_]/).some((w) => !GENERIC_WORDS.has(w.toLowerCase())));
  const topic = topicName([...ownWords, ...contextWords(ctx)], kind);
  // The page's own name for the item, unless a topic says the same and more (`member` in a team → TeamMember).
  if (specific) {
    const pascal = pascalCase(specific);
    if (topic && topic.endsWith(pascal)) return topic;
    return pascal;
  }
  if (topic) return topic;
  const noun = KIND_NOUNS[kind];
  if (kind === "navLink" || kind === "post" || kind === "quote") return noun;
  const context = contextWords(ctx)[0];
  const contextName = context && pascalCase(context).replace(/[A-Z][a-z]*$/, (last) => pascalCase(singular(last.toLowerCase())));
  if (kind === "link" && ctx.ancestors.some((a) => a.tag === "footer")) return "FooterLink";
  return contextName ? `${contextName}${noun}` : noun;
}
