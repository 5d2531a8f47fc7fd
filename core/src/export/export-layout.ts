import type { ExportFormat } from "../contract/export.ts";
import { prepareLayout, type ExportInput } from "./model/prepared-layout.ts";
import { tailwindLayout } from "./css/tailwind/tailwind-export.ts";
import { formatDefinition, registeredFormats } from "./formats/registry.ts";
import type { FetchAsset } from "./assets/assets.ts";
import { TAILWIND_FORMAT_MESSAGE } from "../contract/export.ts";
import { AppError } from "../errors.ts";
import { stripControlCharacters } from "../html/control-characters.ts";

export type { FetchAsset } from "./assets/assets.ts";
export type { CssFlavour } from "../contract/export.ts";
export type { ExportInput } from "./model/prepared-layout.ts";

export interface ExportOptions {
  /** How the zip downloads images; on the server this goes through the SSRF-safe fetch. Without it assets stay remote. */
  fetchAsset?: FetchAsset;
}

export interface ExportedFile {
  filename: string;
  contentType: string;
  body: Uint8Array;
}

/**
 * Produces one export: the layout is parsed and sanitized once (prepareLayout), then the format's printer from the
 * registry runs over it, in the Tailwind flavour when asked and the format has one.
 */
export async function exportLayout(format: ExportFormat, input: ExportInput, options: ExportOptions = {}): Promise<ExportedFile> {
  const definition = formatDefinition(format);
  const layout = prepareLayout(input);
  let body: string | Uint8Array;
  const context = { fetchAsset: options.fetchAsset, formats: registeredFormats };
  if (input.cssFlavour === "tailwind") {
    if (!definition.tailwind) throw new AppError(400, TAILWIND_FORMAT_MESSAGE);
    body = await definition.tailwind(layout, { ...context, flavoured: () => tailwindLayout(layout.tree, layout.componentRoot, layout.dead) });
  } else {
    body = await definition.render(layout, context);
  }
  return {
    filename: definition.filename,
    contentType: definition.contentType,
    // Zips strip their text files themselves (zip-archive.ts).
    body: typeof body === "string" ? new TextEncoder().encode(stripControlCharacters(body)) : body,
  };
}
