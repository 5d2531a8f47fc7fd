import { adaptPart } from "./adapt-part.ts";
import { applyPartCss } from "./part-css.ts";
import { changed, classesOf, isDetached, partSlots, readPage, sameShape, slotElement, writePage } from "./page-slots.ts";

/** One page's current source as shared-chrome editing reads it. */
export interface PageSource {
  url: string;
  html: string;
  css: string;
}

export interface SharedEditsInput {
  before: PageSource;
  after: PageSource;
  /** The site's other captured pages, with the version each was read at. */
  others: (PageSource & { id: string; version: number })[];
}

/** What one other page becomes: only the fields that change. */
export interface SharedEditUpdate {
  id: string;
  version: number;
  editedHtml?: string;
  editedCss?: string;
}

/**
 * The edits a save made to its shared parts (markup and the class rules styling them), carried to every other page
 * whose copy was the same part before the save and is not detached. Pure and parse-heavy (every page is parsed), so
 * the API runs it in a thread: a page's html is the user's and can be slow to parse.
 */
export function planSharedEdits({ before, after, others }: SharedEditsInput): SharedEditUpdate[] {
  if (before.html === after.html && before.css === after.css) return [];
  const oldPage = readPage(before.html);
  const newPage = readPage(after.html);
  const slots = partSlots(oldPage).filter((slot) => !isDetached(slotElement(oldPage, slot)!));
  if (!slots.length) return [];
  const updates: SharedEditUpdate[] = [];
  for (const other of others) {
    const page = readPage(other.html);
    let htmlEdits = 0;
    const classes = new Set<string>();
    for (const slot of slots) {
      const old = slotElement(oldPage, slot)!;
      const edited = slotElement(newPage, slot);
      const theirs = slotElement(page, slot);
      if (!edited || edited.tagName !== old.tagName || isDetached(edited)) continue;
      if (!theirs || isDetached(theirs) || !sameShape(old, before.url, theirs, other.url)) continue;
      for (const c of [...classesOf(old), ...classesOf(edited)]) classes.add(c);
      if (!changed(old, edited, after.url)) continue;
      const copy = adaptPart(edited, { before: old, url: after.url }, { before: theirs, url: other.url });
      const siblings = page.fragment.childNodes;
      siblings[siblings.indexOf(theirs)] = copy;
      copy.parentNode = page.fragment;
      page.tops[page.tops.indexOf(theirs)] = copy;
      htmlEdits++;
    }
    const css = applyPartCss(before.css, after.css, other.css, classes);
    if (!htmlEdits && css === null) continue;
    updates.push({ id: other.id, version: other.version, ...(htmlEdits ? { editedHtml: writePage(page) } : {}), ...(css !== null ? { editedCss: css } : {}) });
  }
  return updates;
}
