import { z } from "zod";
import { createSelectSchema } from "drizzle-zod";
import { layouts } from "../db/schema/layouts.ts";

export { URL_EXAMPLE, INVALID_URL_MESSAGE, extractUrlSchema } from "./extract-url.ts";
import { extractUrlSchema } from "./extract-url.ts";
import { PG_INT_MAX, text } from "./storable.ts";

export const extractRequestSchema = z.object({ url: extractUrlSchema, template: text("The template").max(64).optional() });
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

const MAX_DOC = 5_000_000;
export const patchLayoutSchema = z
  .object({
    editedHtml: text("editedHtml").max(MAX_DOC, "editedHtml is too large").optional(),
    editedCss: text("editedCss").max(MAX_DOC, "editedCss is too large").optional(),
    title: text("The title").trim().min(1).max(200).optional(),
    framework: z.enum(layouts.framework.enumValues).optional(),
    /** The version the client last loaded; a stale one is refused so another tab's save is never overwritten. */
    version: z.number().int().min(1).max(PG_INT_MAX, "No layout has a version that large"),
  })
  .strict();
export type PatchLayoutRequest = z.infer<typeof patchLayoutSchema>;

export const layoutRowSchema = createSelectSchema(layouts);
export type LayoutRow = z.infer<typeof layoutRowSchema>;

/** What the API answers for a layout (dates as ISO strings, screenshot as a URL). */
export type LayoutResponse = Omit<LayoutRow, "createdAt" | "updatedAt" | "userId"> & {
  createdAt: string;
  updatedAt: string;
  screenshotUrl: string | null;
};
export type LayoutSummary = Omit<LayoutResponse, "extractedHtml" | "extractedCss" | "editedHtml" | "editedCss" | "layoutJson">;
