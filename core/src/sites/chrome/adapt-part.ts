import { parseFragment, serializeOuter } from "parse5";
import { ACTIVE_CLASS, CURRENT_ATTRIBUTE } from "../compose/region-signature.ts";
import { crawlKey, normalizePageUrl } from "../page-url.ts";
import { attrOf, subtree, type P5Element } from "./page-slots.ts";

/**
 * One page's edit of a shared part, made fit for another page: the other page keeps its own "you are here" link
 * (the `active` class and aria-current are moved from the editing page's link to the other page's), and relative
 * addresses written for the editing page's folder are made absolute when the other page lives in another folder.
 */
type Mark = { active: boolean; current: string | undefined };

const isMarked = (el: P5Element) => {
  const current = attrOf(el, CURRENT_ATTRIBUTE);
  return classTokens(el).includes(ACTIVE_CLASS) || (current !== undefined && current !== "false");
};
const classTokens = (el: P5Element) => (attrOf(el, "class") ?? "").split(/\s+/).filter(Boolean);

/** Which page an element stands for: its tag and the page of its own link, the first link inside, or the link around it. */
function identity(el: P5Element, root: P5Element, pageUrl: string): string | null {
  let href = attrOf(el, "href") ?? subtree(el).map((e) => attrOf(e, "href")).find((h) => h !== undefined);
  let up = el === root ? null : el.parentNode;
  while (href === undefined && up && "tagName" in up) {
    href = attrOf(up, "href");
    up = up === root ? null : up.parentNode;
  }
  if (href === undefined) return null;
  const url = normalizePageUrl(href, pageUrl);
  return url ? `${el.tagName} ${crawlKey(url)}` : null;
}

function marks(root: P5Element, pageUrl: string): Map<string, Mark> {
  const out = new Map<string, Mark>();
  for (const el of subtree(root)) {
    if (!isMarked(el)) continue;
    const id = identity(el, root, pageUrl);
    if (id) out.set(id, { active: classTokens(el).includes(ACTIVE_CLASS), current: attrOf(el, CURRENT_ATTRIBUTE) });
  }
  return out;
}

function setAttr(el: P5Element, name: string, value: string | undefined): void {
  const at = el.attrs.findIndex((a) => a.name === name);
  if (value === undefined) {
    if (at >= 0) el.attrs.splice(at, 1);
  } else if (at >= 0) el.attrs[at] = { ...el.attrs[at], value };
  else el.attrs.push({ name, value });
}

function mark(el: P5Element, state: Mark | null): void {
  const tokens = classTokens(el).filter((t) => t !== ACTIVE_CLASS);
  if (state?.active) tokens.push(ACTIVE_CLASS);
  if (attrOf(el, "class") !== undefined || tokens.length) setAttr(el, "class", tokens.join(" "));
  setAttr(el, CURRENT_ATTRIBUTE, state?.current);
}

const folder = (url: string) => new URL(url).pathname.replace(/[^/]*$/, "");
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/|#|\?)/i;
const ADDRESS_ATTRIBUTES = ["href", "src", "action", "poster"];

/** A copy of `edited` (the part as the editing page saved it) for page `to`, whose copy before the edit was `toBefore`. */
export function adaptPart(edited: P5Element, from: { before: P5Element; url: string }, to: { before: P5Element; url: string }): P5Element {
  const copy = parseFragment(serializeOuter(edited)).childNodes[0] as P5Element;
  const fromMarks = marks(from.before, from.url);
  const toMarks = marks(to.before, to.url);
  for (const el of subtree(copy)) {
    const id = identity(el, copy, from.url);
    if (!id) continue;
    if (toMarks.has(id) && !fromMarks.has(id)) mark(el, toMarks.get(id)!);
    else if (fromMarks.has(id) && !toMarks.has(id) && isMarked(el)) mark(el, null);
  }
  if (folder(from.url) !== folder(to.url)) {
    for (const el of subtree(copy)) {
      for (const name of ADDRESS_ATTRIBUTES) {
        const value = attrOf(el, name);
        if (value && RELATIVE.test(value.trim())) setAttr(el, name, new URL(value.trim(), from.url).href);
      }
    }
  }
  return copy;
}
