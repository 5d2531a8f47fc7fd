import { z } from "zod";
import { MAX_EXPORT_DOC } from "./export.ts";
import { text } from "./storable.ts";

/** What a design token stands for: the groups tokens.css, tokens.json and the editor's swatches and steps share. */
export const tokenGroups = ["color", "font", "text", "space", "radius", "shadow"] as const;
export type TokenGroup = (typeof tokenGroups)[number];

/**
 * POST /api/layouts/:id/design-tokens — what the tokens are read from: the editor's current stylesheet (edits
 * included, saved or not) and the text of any `<style>` elements in its document, which the exports move into the
 * stylesheet. Not the markup: tokens are a stylesheet's values, and the page's root attributes come from the stored
 * layout, so a keystroke's re-read sends a few kilobytes instead of the whole document.
 */
export const designTokensRequestSchema = z
  .object({
    css: text("css").max(MAX_EXPORT_DOC, "css is too large (5 MB at most)"),
    styleElements: z.array(text("styleElements")).max(500, "styleElements can list 500 <style> elements at most").default([]),
  })
  .refine((body) => body.styleElements.reduce((sum, s) => sum + s.length, 0) <= MAX_EXPORT_DOC, { message: "styleElements are too large (5 MB at most)", path: ["styleElements"] });
export type DesignTokensRequest = z.infer<typeof designTokensRequestSchema>;

/** One token as the exports write it (`name` "color-primary" is `--color-primary: #0d6efd` in tokens.css), used `uses` times. */
export const designTokenSchema = z.object({
  name: z.string(),
  value: z.string(),
  group: z.enum(tokenGroups),
  uses: z.number().int(),
});
export type DesignTokenSummary = z.infer<typeof designTokenSchema>;

export const designTokensResponseSchema = z.object({ tokens: z.array(designTokenSchema) });
export type DesignTokensResponse = z.infer<typeof designTokensResponseSchema>;
