import type { SitePart } from "../../contract/site-parts.ts";
import { isDetached, partName, partSlots, readPage, sameShape, slotElement, slotIndex, type PageHtml, type Slot } from "./page-slots.ts";

/** One page of a site as the shared-part listing reads it (its current html). */
export interface SitePartsPage {
  url: string;
  html: string;
}

export interface SitePartsInput {
  page: SitePartsPage;
  /** The site's other captured pages, start page first. */
  others: (SitePartsPage & { layoutId: string; route: string; title: string | null })[];
}

type Other = SitePartsInput["others"][number];

/**
 * Whether another page's copy in the slot is the same part as this page's: for an attached copy the same markup
 * (apart from the active link); for a detached one, which no longer looks like the site's, the same part name and tag.
 */
export function sharesSlot(page: PageHtml, pageUrl: string, slot: Slot, theirPage: PageHtml, theirUrl: string): boolean {
  const el = slotElement(page, slot)!;
  const theirs = slotElement(theirPage, slot);
  if (!theirs || isDetached(theirs)) return false;
  return isDetached(el) ? partName(theirs) === partName(el) && theirs.tagName === el.tagName : sameShape(el, pageUrl, theirs, theirUrl);
}

/**
 * What the editor shows for one page of a site: each of its parts, whether it is detached and which pages share it.
 * Pure and parse-heavy (every page of the site is parsed, and a page's html is the user's), so the API runs it in a
 * thread (threads/site-parts-in-thread.ts).
 */
export function listSiteParts({ page: own, others }: SitePartsInput): SitePart[] {
  if (!others.length) return [];
  const page = readPage(own.html);
  const slots = partSlots(page);
  if (!slots.length) return [];
  const parsed = others.map((o): { other: Other; page: PageHtml } => ({ other: o, page: readPage(o.html) }));
  const parts: SitePart[] = [];
  for (const slot of slots) {
    const el = slotElement(page, slot)!;
    const sharing = parsed.filter((o) => sharesSlot(page, own.url, slot, o.page, o.other.url));
    if (!sharing.length) continue;
    parts.push({
      name: partName(el)!,
      elementIndex: slotIndex(page, slot),
      detached: isDetached(el),
      sharedWith: sharing.map(({ other }) => ({ layoutId: other.layoutId, route: other.route, title: other.title })),
    });
  }
  return parts;
}
