import { z } from "zod";
import { exportRequestSchema } from "./export.ts";

/** What a design token stands for: the groups tokens.css, tokens.json and the editor's swatches and steps share. */
export const tokenGroups = ["color", "font", "text", "space", "radius", "shadow"] as const;
export type TokenGroup = (typeof tokenGroups)[number];

/** POST /api/layouts/:id/design-tokens — the editor's current html/css (edits included), as an export sends them. */
export const designTokensRequestSchema = exportRequestSchema.omit({ format: true });
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
