import { z } from "zod";

/**
 * What one extraction did, in numbers a user can check against the page (issue 25): shown in the editor's info
 * panel and printed by the CLI. Stored in layoutJson.report.
 */
export const extractionReportSchema = z.object({
  widths: z.object({
    /** Viewport widths the page was captured at, widest first. */
    captured: z.array(z.number()),
    /** Further widths sampled for drawings and packings only (between captures, or above the widest). */
    sampled: z.array(z.number()),
    /** The sampled widths above the widest capture (the page's CSS has breakpoints there). */
    aboveWidest: z.array(z.number()),
    /** Widths the output was judged at without being captured. */
    verified: z.array(z.number()),
  }),
  drawings: z.object({
    /** Canvases redrawn as inline SVG shapes that follow the width. */
    vectorised: z.number(),
    /** Canvases and frames kept as images of their pixels. */
    pixels: z.number(),
  }),
  packings: z.object({
    /** Containers whose items a script positioned (Masonry and the like). */
    found: z.number(),
    /** Those replaced by CSS that packs them at every width. */
    relaid: z.number(),
  }),
  atRules: z.object({
    /** At-rules the stylesheet policy refused (`@import`, unknown ones). */
    refused: z.number(),
    /** `@keyframes`/`@font-face` nothing kept used. */
    unused: z.number(),
  }),
  controls: z.object({
    /** Menus, tabs, dialogs, carousels the capture activated and recorded. */
    found: z.number(),
    /** Those the export reproduces with its behaviour runtime. */
    reproduced: z.number(),
    notReproduced: z.array(z.object({ control: z.string(), reason: z.string() })),
    /** Behaviours written into the layout (layoutJson's markup attributes). */
    behaviours: z.number(),
  }),
  assets: z.object({
    /** Distinct image addresses the layout shows (img, picture sources, CSS backgrounds). */
    images: z.number(),
    /** `@font-face` rules kept. */
    fonts: z.number(),
  }),
  timing: z.object({ totalMs: z.number(), captureMs: z.number(), verifyMs: z.number() }),
});
export type ExtractionReport = z.infer<typeof extractionReportSchema>;
