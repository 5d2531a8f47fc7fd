import type { ExportFormatDefinition } from "../export-format.ts";
import { renderEmbed } from "../../print/embed-export.ts";

const WIX = { prefix: "ll-wix", where: "Wix: Add Elements → Embed Code → Embed HTML → Code, then paste this file's content." };

/** `wix-template.html`: a self-contained block for Wix's custom-code embed. */
export const wixFormat: ExportFormatDefinition<"wix"> = {
  id: "wix",
  filename: "wix-template.html",
  contentType: "text/html; charset=utf-8",
  render: ({ tree, cssRoot }) => renderEmbed(WIX, tree, cssRoot),
};
