import type { ComponentInfo, ExtractContext, WidthSnapshot } from "../context.ts";
import { primarySnapshot } from "../context.ts";
import { classList, elements, isTag, stampOf, textContent, type Element } from "../dom.ts";

/** Section kinds recognised from a region's headings and text, checked in this order. */
const SECTION_KINDS: Array<{ kind: string; pattern: RegExp }> = [
  { kind: "pricing", pattern: /\b(pricing|plans?|per month|\/\s?mo(nth)?\b|billed (annually|monthly))/i },
  { kind: "testimonials", pattern: /\b(testimonials?|reviews?|what (our )?(customers|clients|users|people) (say|think)|loved by|trusted by)\b/i },
  { kind: "faq", pattern: /\b(faqs?|frequently asked|questions)\b/i },
  { kind: "features", pattern: /\b(features?|services|benefits|why (choose|us)|how it works|what we (do|offer)|capabilities)\b/i },
  { kind: "cta", pattern: /\b(get started|ready to|sign up|join (us|now|today)|start (your|now|free)|try (it )?(now|free)|contact us|book a)\b/i },
];

/** Siblings of these tags are structure, text or regions in their own right, not cards or items. */
const NOT_REPEATED_ITEMS = new Set(["td", "tr", "th", "option", "br", "path", "g", "span", "a", "p", "img", "section", "header", "footer", "nav", "main", "aside", "h1", "h2", "h3", "h4", "h5", "h6", "source", "meta", "link", "template"]);

/**
 * Names the page's regions (header, nav, hero, features, pricing, testimonials, faq, cta, footer, section) and its
 * repeated siblings (card, item) from landmarks, roles, headings, repetition and position. The name goes into
 * `data-name` (the editor's layer names) and into the component list.
 */
export function nameComponents(ctx: ExtractContext): void {
  const snap = primarySnapshot(ctx);
  const used = new Map<string, number>();
  const named = new Set<Element>();
  const give = (el: Element, kind: string): string => {
    const n = (used.get(kind) ?? 0) + 1;
    used.set(kind, n);
    const name = n === 1 ? kind : `${kind}-${n}`;
    el.attribs["data-name"] = kind;
    named.add(el);
    const stamp = stampOf(el);
    if (stamp) ctx.components.push({ name, kind, stamp });
    return name;
  };

  const all = elements(ctx.body);
  for (const el of all) {
    const role = el.attribs.role;
    if ((el.name === "header" || role === "banner") && !insideLandmark(el) && !hasNamedAncestor(el, named)) give(el, "header");
    else if ((el.name === "footer" || role === "contentinfo") && !insideLandmark(el) && !hasNamedAncestor(el, named, "footer")) give(el, "footer");
    else if (el.name === "nav" || role === "navigation") give(el, "nav");
  }

  const regions = topRegions(ctx.body, snap);
  const width = ctx.widths[0];
  let heroFound = false;
  regions.forEach((region, i) => {
    if (named.has(region) || hasNamedAncestor(region, named)) return;
    if (containsNamed(region, named, ["header", "footer"])) return;
    const box = snapOf(region, snap);
    const kind = classifyRegion(region, {
      isFirstContent: !heroFound && (box?.y ?? Infinity) < 1000,
      isLate: i >= regions.length - 2 && regions.length > 2,
      fullWidth: (box?.w ?? 0) >= width * 0.6,
    });
    if (kind === "hero") heroFound = true;
    if (kind) give(region, kind);
  });

  for (const group of repeatedGroups(all, snap).map((g) => g.filter((el) => !named.has(el))).filter((g) => g.length >= 3)) {
    const region = closestComponent(group[0], ctx.components);
    const names = group.map((child) => give(child, isCard(child, snap) ? "card" : "item"));
    if (region) region.children = [...(region.children ?? []), ...names];
  }
}

function insideLandmark(el: Element): boolean {
  for (let p = el.parent; p && isTag(p); p = p.parent) if (p.name === "article" || p.name === "section" || p.name === "aside") return true;
  return false;
}

function hasNamedAncestor(el: Element, named: Set<Element>, kind?: string): boolean {
  for (let p = el.parent; p && isTag(p); p = p.parent) if (named.has(p) && (!kind || p.attribs["data-name"] === kind)) return true;
  return false;
}

function containsNamed(el: Element, named: Set<Element>, kinds: string[]): boolean {
  return elements(el).some((d) => named.has(d) && kinds.includes(d.attribs["data-name"]));
}

function snapOf(el: Element, snap: WidthSnapshot) {
  const s = stampOf(el);
  return s ? snap.get(s) : undefined;
}

/** The page's big blocks in order: children of body/main, looking through single-child wrappers. */
export function topRegions(body: Element, snap: WidthSnapshot): Element[] {
  const out: Element[] = [];
  const visit = (container: Element, depth: number) => {
    const kids = container.children.filter(isTag).filter((k) => {
      const b = snapOf(k, snap);
      return !b || (b.rendered && b.h > 0);
    });
    for (const kid of kids) {
      const b = snapOf(kid, snap);
      const wrapper = kids.length === 1 || kid.name === "main" || (kid.name === "div" && kid.children.filter(isTag).length > 1 && (b?.h ?? 0) > 1500);
      if (depth < 4 && wrapper && kid.name !== "header" && kid.name !== "footer" && kid.name !== "nav" && kid.name !== "section") visit(kid, depth + 1);
      else if ((b?.h ?? 0) >= 60 || kid.name === "section") out.push(kid);
    }
  };
  visit(body, 0);
  return out;
}

export function classifyRegion(region: Element, position: { isFirstContent: boolean; isLate: boolean; fullWidth: boolean }): string {
  const headings = elements(region).filter((e) => /^h[1-6]$/.test(e.name));
  const headingText = headings.slice(0, 2).map(textContent).join(" ");
  const hints = `${headingText} ${region.attribs.id ?? ""} ${classList(region).join(" ")} ${region.attribs["aria-label"] ?? ""}`;
  if (position.isFirstContent && (headings.some((h) => h.name === "h1") || /hero|banner|jumbotron|masthead/i.test(hints))) return "hero";
  for (const { kind, pattern } of SECTION_KINDS) {
    if (kind === "cta" && !position.isLate) continue;
    if (pattern.test(hints)) return kind;
  }
  if (elements(region).filter((e) => e.name === "details").length >= 2) return "faq";
  if (elements(region).filter((e) => e.name === "blockquote").length >= 2) return "testimonials";
  return "section";
}

/** Siblings that repeat: three or more children of one parent with the same tag and classes and similar width. */
export function repeatedGroups(all: Element[], snap: WidthSnapshot): Element[][] {
  const groups: Element[][] = [];
  for (const parent of all) {
    const kids = parent.children.filter(isTag);
    if (kids.length < 3 || kids.length > 60) continue;
    const bySignature = new Map<string, Element[]>();
    for (const k of kids) {
      const sig = `${k.name}|${classList(k).filter((c) => !/^(active|current|selected|is-|has-)/.test(c)).sort().join(".")}`;
      bySignature.set(sig, [...(bySignature.get(sig) ?? []), k]);
    }
    for (const group of bySignature.values()) {
      if (group.length < 3) continue;
      if (!group.every((k) => elements(k).length > 0 || textContent(k).trim().length > 0)) continue;
      const widths = group.map((k) => snapOf(k, snap)?.w ?? 0);
      const max = Math.max(...widths);
      if (max < 40 || widths.some((w) => w < max * 0.8)) continue;
      if (NOT_REPEATED_ITEMS.has(group[0].name)) continue;
      groups.push(group);
    }
  }
  return groups;
}

function isCard(el: Element, snap: WidthSnapshot): boolean {
  const box = snapOf(el, snap);
  const inside = elements(el);
  const hasMedia = inside.some((e) => e.name === "img" || e.name === "svg" || e.name === "picture");
  const hasHeading = inside.some((e) => /^h[1-6]$/.test(e.name));
  return (box?.h ?? 0) >= 80 && (hasHeading || hasMedia) && textContent(el).trim().length > 15;
}

function closestComponent(el: Element, components: ComponentInfo[]): ComponentInfo | undefined {
  for (let p = el.parent; p && isTag(p); p = p.parent) {
    const stamp = stampOf(p);
    const found = stamp ? components.find((c) => c.stamp === stamp && c.kind !== "card" && c.kind !== "item") : undefined;
    if (found) return found;
  }
  return undefined;
}
