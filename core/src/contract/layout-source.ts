/** The columns that hold a layout's markup and styles: as extracted, and as the user last saved them. */
export interface LayoutSourceColumns {
  editedHtml: string | null;
  extractedHtml: string | null;
  editedCss: string | null;
  extractedCss: string | null;
}

/**
 * The html and css a layout shows now: its saved edits, else what was extracted (spec section 3). The editor
 * opens it, a saved version records it and the asset panel measures it, so all three agree on what "current" is.
 */
export function currentLayoutSource(layout: LayoutSourceColumns): { html: string; css: string } {
  return { html: layout.editedHtml ?? layout.extractedHtml ?? "", css: currentLayoutCss(layout) };
}

/** The stylesheet alone, for readers that load no markup (a layout's fonts). */
export function currentLayoutCss(layout: Pick<LayoutSourceColumns, "editedCss" | "extractedCss">): string {
  return layout.editedCss ?? layout.extractedCss ?? "";
}
