import { exportFormats, type ExportFormat } from "../../contract/export.ts";
import type { ExportFormatDefinition } from "./export-format.ts";
import { htmlFormat } from "./html/html-format.ts";
import { reactFormat } from "./react/react-format.ts";
import { vueFormat } from "./vue/vue-format.ts";
import { nextjsFormat } from "./nextjs/nextjs-format.ts";
import { svelteFormat } from "./svelte/svelte-format.ts";
import { astroFormat } from "./astro/astro-format.ts";
import { wordpressFormat } from "./wordpress/wordpress-format.ts";
import { wixFormat } from "./wix/wix-format.ts";
import { squarespaceFormat } from "./squarespace/squarespace-format.ts";
import { zipFormat } from "./zip/zip-format.ts";

/**
 * Every export format, by id. The ids are the contract's value list (the API validates them, plans grant them);
 * the mapped type makes a listed id without a definition here, or a Tailwind format without its variant, a
 * compile error. A new format is one folder under formats/ and one line here.
 */
const registry: { readonly [F in ExportFormat]: ExportFormatDefinition<F> } = {
  html: htmlFormat,
  react: reactFormat,
  vue: vueFormat,
  nextjs: nextjsFormat,
  svelte: svelteFormat,
  astro: astroFormat,
  wordpress: wordpressFormat,
  wix: wixFormat,
  squarespace: squarespaceFormat,
  zip: zipFormat,
};

/** In the contract's order (the zip's folders and its README follow it). */
export const registeredFormats: readonly ExportFormatDefinition[] = exportFormats.map((id) => registry[id]);

export function isExportFormat(id: string): id is ExportFormat {
  return Object.hasOwn(registry, id);
}

export function formatDefinition(id: ExportFormat): ExportFormatDefinition {
  return registry[id];
}
