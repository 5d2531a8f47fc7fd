import type { Root } from "postcss";
import type { ExtractContext } from "../context.ts";
import { primarySnapshot, styleValue } from "../context.ts";
import { classList, elements, isTag, setClassList, stampOf, type Element } from "../dom.ts";
import { classesInSelector, renameClassesInSelector } from "../css/selectors.ts";
import { styleScopes } from "../scopes.ts";
import { classifyClassName } from "./class-names.ts";
import { BEHAVIOUR_ATTRIBUTES } from "../../contract/behaviours.ts";

/** The behaviour attributes that list class names (a state's classes): renamed with the classes themselves. */
const CLASS_LISTS = [
  BEHAVIOUR_ATTRIBUTES.openClass,
  BEHAVIOUR_ATTRIBUTES.closedClass,
  BEHAVIOUR_ATTRIBUTES.openBackdrop,
  BEHAVIOUR_ATTRIBUTES.openBodyClass,
  BEHAVIOUR_ATTRIBUTES.scrolledClass,
  BEHAVIOUR_ATTRIBUTES.unscrolledClass,
  BEHAVIOUR_ATTRIBUTES.spyClass,
];

/**
 * Replaces generated class names with readable ones from the component and role (`hero-title`, `nav-link`, `card`),
 * the same new name everywhere in the HTML and the CSS. Generated classes no rule uses are simply removed; readable
 * author names are kept as they are.
 */
export function renameGeneratedClasses(ctx: ExtractContext): void {
  const snap = primarySnapshot(ctx);
  const scopes = styleScopes(ctx);
  const all = elements(ctx.body, true);
  const referenced = new Set<string>();
  for (const scope of scopes) for (const c of cssClasses(scope.css)) referenced.add(c);

  const holders = new Map<string, Element[]>();
  for (const el of all) for (const c of classList(el)) holders.set(c, [...(holders.get(c) ?? []), el]);

  const taken = new Set<string>();
  for (const c of holders.keys()) if (!classifyClassName(c).generated) taken.add(c);

  const mapping = new Map<string, string>();
  const bySet = new Map<string, string>();
  for (const [cls, els] of holders) {
    const verdict = classifyClassName(cls);
    if (!verdict.generated || !referenced.has(cls)) continue;
    // Classes always found together on the same elements (styled-components pairs) share one name.
    const setKey = els.map((e) => stampOf(e) ?? "").join(",");
    const shared = bySet.get(setKey);
    if (shared) {
      mapping.set(cls, shared);
      continue;
    }
    const name = unique(verdict.hint || roleName(els[0], snap), taken);
    taken.add(name);
    mapping.set(cls, name);
    bySet.set(setKey, name);
  }

  for (const el of all) {
    for (const name of CLASS_LISTS) {
      const list = el.attribs[name];
      if (list) el.attribs[name] = list.split(/\s+/).filter(Boolean).map((c) => mapping.get(c) ?? c).join(" ");
    }
    const classes = classList(el);
    if (!classes.length) continue;
    const next = classes
      .filter((c) => !classifyClassName(c).generated || mapping.has(c))
      .map((c) => mapping.get(c) ?? c);
    setClassList(el, next);
  }
  for (const scope of scopes) renameInCss(scope.css, mapping);
}

export function renameInCss(css: Root, mapping: Map<string, string>): void {
  if (!mapping.size) return;
  css.walkRules((rule) => {
    if (!rule.selector.includes(".")) return;
    if (!classesInSelector(rule.selector).some((c) => mapping.has(c))) return;
    try {
      rule.selector = renameClassesInSelector(rule.selector, (name) => mapping.get(name));
    } catch {
      // A selector the parser cannot read keeps its names (and its rule still matches nothing renamed).
    }
  });
}

function cssClasses(css: Root): Set<string> {
  const out = new Set<string>();
  css.walkRules((rule) => {
    if (rule.selector.includes(".")) for (const c of classesInSelector(rule.selector)) out.add(c);
  });
  return out;
}

function unique(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** `hero-title`, `nav-link`, `card-image`: the nearest named region plus what the element is. */
export function roleName(el: Element, snap: ReturnType<typeof primarySnapshot>): string {
  const own = el.attribs["data-name"];
  if (own) return own;
  let region: string | undefined;
  for (let p = el.parent; p && isTag(p); p = p.parent) {
    if (p.attribs["data-name"]) {
      region = p.attribs["data-name"];
      break;
    }
  }
  const role = tagRole(el, snap);
  return region ? `${region}-${role}` : role;
}

function tagRole(el: Element, snap: ReturnType<typeof primarySnapshot>): string {
  const name = el.name;
  if (name === "h1") return "title";
  if (/^h[2-6]$/.test(name)) return "heading";
  if (name === "a") {
    const stamp = stampOf(el);
    const s = stamp ? snap.get(stamp) : undefined;
    const bg = styleValue(s, "background-color");
    const filled = bg && bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent";
    return filled || /btn|button/i.test(el.attribs.class ?? "") ? "button" : "link";
  }
  const roles: Record<string, string> = {
    p: "text", button: "button", img: "image", picture: "image", svg: "icon", ul: "list", ol: "list", li: "item",
    nav: "nav", form: "form", input: "field", textarea: "field", select: "field", label: "label", span: "label",
    section: "section", table: "table", figure: "figure", header: "header", footer: "footer", main: "main",
    blockquote: "quote", article: "article", aside: "aside", video: "video", i: "icon", strong: "strong", em: "em",
  };
  return roles[name] ?? "block";
}
