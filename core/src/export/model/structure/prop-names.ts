import type { LayoutElement } from "../layout-nodes.ts";
import { getAttr } from "../layout-nodes.ts";
import { camelCase, propIdentifier, words } from "./identifiers.ts";
import { ordinal, semanticClasses } from "./meaning-words.ts";

/**
 * Prop names of item components, named for what they hold (`title`, `description`, `image`, `imageAlt`, `href`,
 * `label`, `date`, `icon`), never numbered: a second prop of one kind is qualified by the page's class for it
 * (`<p class="role">` → `role`), by its words (`View` → `viewLabel`), or by an ordinal (`secondLabel`).
 */
export interface PropDraft {
  kind: "text" | "attr";
  /** The element the value sits on (attribute) or in (text). */
  el: LayoutElement;
  /** The attribute's name (attributes only). */
  attr?: string;
  values: string[];
}

const TEXT_HINTS: Record<string, string> = {
  h1: "title", h2: "title", h3: "title", h4: "title", h5: "title", h6: "title", p: "description", a: "label",
  button: "label", figcaption: "caption", blockquote: "quote", cite: "author", time: "date", dt: "term", dd: "detail",
  li: "text", strong: "highlight", label: "label", small: "note", span: "text", em: "highlight", b: "highlight",
};
const SVG_TEXT_HINTS: Record<string, string> = { title: "imageTitle", text: "imageText", desc: "imageDescription" };

/** Class words that already name a value well (`<p class="role">`, `<span class="price">`). */
const VALUE_CLASSES = new Set([
  "role", "price", "name", "author", "date", "company", "position", "subtitle", "tag", "category", "location",
  "amount", "caption", "quote", "excerpt", "summary", "description", "meta", "period", "duration", "time", "rating",
  "score", "status", "job", "handle", "eyebrow", "kicker", "badge", "label", "count", "value", "unit", "plan",
]);

const ICON_CLASS = /(^|\s)(bi|fa[srbl]?|fa-solid|fa-brands|material-icons|material-symbols-\w+|glyphicon|icon)(\s|$)|(^|\s)(bi|fa|icon|ti|ri|lni)-[\w-]+/;

function valueClass(el: LayoutElement): string | null {
  for (const c of semanticClasses(el)) {
    const last = c.split(/[-_]/).pop()!.toLowerCase();
    if (VALUE_CLASSES.has(c.toLowerCase())) return camelCase(c);
    if (VALUE_CLASSES.has(last) && !/^(card|item|list)$/.test(c.split(/[-_]/)[0])) return camelCase(c);
  }
  return null;
}

function hint(draft: PropDraft): string {
  const { el } = draft;
  if (draft.kind === "text") {
    if (el.ns === "svg") return SVG_TEXT_HINTS[el.tag] ?? "imageText";
    return valueClass(el) ?? TEXT_HINTS[el.tag] ?? "text";
  }
  const picture = el.tag === "img" || el.tag === "source" || el.tag === "svg" || getAttr(el, "role") === "img";
  switch (draft.attr!.toLowerCase()) {
    case "src":
      return "image";
    case "srcset":
      return "imageSrcSet";
    case "alt":
      return "imageAlt";
    case "href":
      return "href";
    case "title":
      return "tooltip";
    case "aria-label":
      return picture ? "imageAlt" : "label";
    case "datetime":
      return "dateTime";
    case "id":
      return "anchorId";
    case "class":
      return el.tag === "i" || draft.values.some((v) => ICON_CLASS.test(v)) ? "icon" : "className";
    default:
      return camelCase(draft.attr!) || "value";
  }
}

const ALTERNATES: Record<string, string[]> = { title: ["subtitle"], description: ["text", "details"], text: ["details"], image: ["secondImage"] };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One name per draft, in order, unique and valid, none ending in a digit. */
export function propNames(drafts: PropDraft[]): string[] {
  const taken = new Set<string>();
  const seen = new Map<string, number>();
  return drafts.map((draft) => {
    const base = hint(draft);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const free = (name: string) => !!name && !taken.has(name.toLowerCase()) && propIdentifier(name, new Set()) === name;
    const first = draft.values[0]?.trim() ?? "";
    const valueWords = words(first);
    const fromValue = first.length <= 20 && valueWords.length > 0 && valueWords.length <= 2 && /^[A-Za-z ]+$/.test(first) ? `${camelCase(first)}${capital(base)}` : "";
    const candidates = [base, ...(ALTERNATES[base] ?? []), fromValue, `${ordinal(count)}${capital(base)}`];
    const name = candidates.find(free) ?? propIdentifier(`${ordinal(count)} ${base} value`, taken);
    taken.add(name.toLowerCase());
    return name;
  });
}
