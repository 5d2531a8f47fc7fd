import { serializeOuter } from "parse5";
import { DETACHED_PART_ATTR, type SitePartCopy } from "../../contract/site-parts.ts";
import { adaptPart } from "./adapt-part.ts";
import { sharesSlot, type SitePartsInput } from "./list-site-parts.ts";
import { classesOf, partName, partSlots, readPage, slotElement, slotIndex } from "./page-slots.ts";
import { partRules } from "./part-css.ts";

/** The listing's input with each other page's stylesheet: the copy takes the site's rules for the part. */
export interface SiteCopyInput {
  page: SitePartsInput["page"];
  others: (SitePartsInput["others"][number] & { css: string })[];
  elementIndex: number;
}

/**
 * The site's current copy of one of the page's parts, made fit for this page ("Reattach to site"): the copy on the
 * first other page that still follows the site (start page first), with this page's own "you are here" link and
 * addresses written for this page's folder (adaptPart), without the detached mark; and the rules of that page's
 * stylesheet that style only the part's classes. Null when the element is no part or no other page shares it.
 * Pure and parse-heavy like the listing, so the API runs it in a thread.
 */
export function siteCopyOf({ page: own, others, elementIndex }: SiteCopyInput): SitePartCopy | null {
  const page = readPage(own.html);
  const slot = partSlots(page).find((s) => slotIndex(page, s) === elementIndex);
  if (!slot) return null;
  const mine = slotElement(page, slot)!;
  for (const other of others) {
    const theirPage = readPage(other.html);
    if (!sharesSlot(page, own.url, slot, theirPage, other.url)) continue;
    const theirs = slotElement(theirPage, slot)!;
    const copy = adaptPart(theirs, { before: theirs, url: other.url }, { before: mine, url: own.url });
    copy.attrs = copy.attrs.filter((a) => a.name !== DETACHED_PART_ATTR);
    return {
      name: partName(theirs)!,
      elementIndex,
      html: serializeOuter(copy),
      css: partRules(other.css, new Set(classesOf(theirs))),
      from: { layoutId: other.layoutId, route: other.route, title: other.title },
    };
  }
  return null;
}
