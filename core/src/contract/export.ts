import { z } from "zod";
import { text } from "./storable.ts";

/** Every format a layout can be exported as; which ones a plan includes is the plans' business. */
export const exportFormats = ["html", "react", "vue", "nextjs", "svelte", "astro", "wordpress", "wix", "squarespace", "zip"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Same ceiling as saved layouts: anything the editor can save can be exported. */
export const MAX_EXPORT_DOC = 5_000_000;

export const exportFormatSchema = z.enum(exportFormats, {
  error: `Unknown export format. Choose one of: ${exportFormats.join(", ")}`,
});

/**
 * What the export menu calls each format. The rest of what a format is (file name, printer, zip folder, Tailwind
 * variant) lives in its folder under core/src/export/formats/; only what the web app shows sits in the contract.
 */
export const exportFormatLabels: Record<ExportFormat, string> = {
  html: "HTML/CSS",
  react: "React",
  vue: "Vue",
  nextjs: "Next.js",
  svelte: "Svelte",
  astro: "Astro",
  wordpress: "WordPress",
  wix: "Wix",
  squarespace: "Squarespace",
  zip: "ZIP archive",
};

/** POST /api/layouts/:id/export — the html/css sent are the editor's current state (edits included). */
export const exportRequestSchema = z.object({
  format: exportFormatSchema,
  html: text("html").max(MAX_EXPORT_DOC, "html is too large (5 MB at most)"),
  css: text("css").max(MAX_EXPORT_DOC, "css is too large (5 MB at most)"),
});
export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** Which stylesheet an export is written with: the author's classes (plain) or Tailwind utilities. */
export const cssFlavours = ["plain", "tailwind"] as const;
export type CssFlavour = (typeof cssFlavours)[number];
/** `zip`: every project of the zip with Tailwind v4 in its build (its stylesheet a real .css file). */
export const TAILWIND_FORMATS = ["html", "react", "nextjs", "vue", "zip"] as const;
export const TAILWIND_FORMAT_MESSAGE = `Tailwind output is available for ${TAILWIND_FORMATS.join(", ")}.`;

/** `?css=tailwind` on the export call. */
export const exportQuerySchema = z.object({ css: z.enum(cssFlavours, { error: "css must be plain or tailwind" }).optional() });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/**
 * GET /api/exports/queue — where the signed-in user's exports stand. Exports print one per user at a time, a few
 * users at once; the rest wait in line. `ahead` counts the exports (anyone's) that start before the user's first
 * waiting one; the seconds are estimates from recent run times. Also the `details` of an export's 429.
 */
export const exportQueueStatusSchema = z.object({
  /** The user's exports printing or waiting. */
  inProgress: z.number().int().nonnegative(),
  running: z.number().int().nonnegative(),
  waiting: z.number().int().nonnegative(),
  ahead: z.number().int().nonnegative(),
  /** Until the user's first waiting export starts (0 when none waits). */
  startsInSeconds: z.number().int().nonnegative(),
  /** Until the user's first export finishes: when another may be asked for (the 429's Retry-After). */
  retryAfterSeconds: z.number().int().positive(),
});
export type ExportQueueStatus = z.infer<typeof exportQueueStatusSchema>;
