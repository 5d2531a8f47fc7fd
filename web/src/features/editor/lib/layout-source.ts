import type { LayoutResponse } from "@layoutlift/core/api/layouts";

/** Edited html/css take priority over the extracted ones when a layout opens (spec section 3). */
export function layoutSource(layout: LayoutResponse): { html: string; css: string } {
  return {
    html: layout.editedHtml ?? layout.extractedHtml ?? "",
    css: layout.editedCss ?? layout.extractedCss ?? "",
  };
}
