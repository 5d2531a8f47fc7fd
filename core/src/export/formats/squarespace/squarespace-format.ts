import type { ExportFormatDefinition } from "../export-format.ts";
import { renderEmbed } from "../../print/embed-export.ts";

const SQUARESPACE = { prefix: "ll-sqs", where: "Squarespace: add a Code block (HTML mode) and paste this file's content." };

/** `squarespace-template.html`: a self-contained block for Squarespace's Code block. */
export const squarespaceFormat: ExportFormatDefinition<"squarespace"> = {
  id: "squarespace",
  filename: "squarespace-template.html",
  contentType: "text/html; charset=utf-8",
  render: ({ tree, cssRoot }) => renderEmbed(SQUARESPACE, tree, cssRoot),
};
