import type { ExportFormatDefinition } from "../export-format.ts";
import { renderZip } from "./zip-archive.ts";

/** `layout-export.zip`: every format that declares zip contents in its own folder, with the assets downloaded. */
export const zipFormat: ExportFormatDefinition<"zip"> = {
  id: "zip",
  filename: "layout-export.zip",
  contentType: "application/zip",
  packsAssets: true,
  render: ({ tree, componentRoot }, { fetchAsset, formats }) => renderZip(tree, componentRoot, fetchAsset, formats),
  // Every project with Tailwind v4 in its build, the static copy with the compiled CSS (zip-archive.ts).
  tailwind: ({ tree, componentRoot }, { fetchAsset, formats }) => renderZip(tree, componentRoot, fetchAsset, formats, "tailwind"),
};
