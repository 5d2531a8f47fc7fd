import { z } from "zod";
import { JOB_STAGES } from "./job-stages.ts";
import { layoutJsonSchema } from "./layout-json.ts";
import { PG_INT_MAX, text } from "./storable.ts";

export { URL_EXAMPLE, INVALID_URL_MESSAGE, extractUrlSchema } from "./extract-url.ts";
import { extractUrlSchema } from "./extract-url.ts";
import { extractWorkspaceSchema, type LayoutAction } from "./workspaces.ts";
import { siteRequestSchema } from "./site-request.ts";

/** Where an extraction stands (`layouts.status`). */
export const layoutStatuses = ["queued", "running", "done", "failed"] as const;
export type LayoutStatus = (typeof layoutStatuses)[number];
/** The code framework a user picked for a layout (`layouts.framework`). */
export const frameworks = ["html", "react", "vue", "nextjs"] as const;
export type Framework = (typeof frameworks)[number];

export const extractRequestSchema = z.object({
  url: extractUrlSchema,
  template: text("The template").max(64).optional(),
  /** The team workspace the new layout goes into (the caller must be a member); absent or null: personal. */
  teamId: extractWorkspaceSchema,
  /** Whole site (issue 27): the start page and up to maxPages - 1 pages it links to; the answer adds `siteId`. */
  site: siteRequestSchema.optional(),
});
export type ExtractRequest = z.infer<typeof extractRequestSchema>;

const MAX_DOC = 5_000_000;
export const patchLayoutSchema = z
  .object({
    editedHtml: text("editedHtml").max(MAX_DOC, "editedHtml is too large").optional(),
    editedCss: text("editedCss").max(MAX_DOC, "editedCss is too large").optional(),
    title: text("The title").trim().min(1).max(200).optional(),
    framework: z.enum(frameworks).optional(),
    /** The version the client last loaded; a stale one is refused so another tab's save is never overwritten. */
    version: z.number().int().min(1).max(PG_INT_MAX, "No layout has a version that large"),
  })
  .strict();
export type PatchLayoutRequest = z.infer<typeof patchLayoutSchema>;

/**
 * A stored layout as the server reads it. The `layouts` table declares the same columns; a type test
 * (db/schema/contract-match.test.ts) fails the typecheck when the two drift, so the web app never needs drizzle.
 */
export const layoutRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The team workspace it belongs to, or null for its creator's personal workspace. */
  teamId: z.string().nullable(),
  url: z.string(),
  title: z.string().nullable(),
  framework: z.enum(frameworks).nullable(),
  status: z.enum(layoutStatuses),
  stage: z.enum(JOB_STAGES),
  progress: z.number(),
  error: z.string().nullable(),
  layoutJson: layoutJsonSchema.nullable(),
  extractedHtml: z.string().nullable(),
  extractedCss: z.string().nullable(),
  editedHtml: z.string().nullable(),
  editedCss: z.string().nullable(),
  screenshotKey: z.string().nullable(),
  copiedFrom: z.string().nullable(),
  version: z.number(),
  /** The site the layout is a page of, and its route there; both null for a standalone layout. */
  siteId: z.string().nullable(),
  siteRoute: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type LayoutRow = z.infer<typeof layoutRowSchema>;

/** What the API answers for a layout (dates as ISO strings, screenshot as a URL). */
export type LayoutResponse = Omit<LayoutRow, "createdAt" | "updatedAt" | "userId"> & {
  createdAt: string;
  updatedAt: string;
  screenshotUrl: string | null;
  /** While the job waits for a worker: how many jobs run or wait before it (shown as "Queued behind N jobs"). */
  queuedBehind?: number;
  /** What the signed-in user may do with it (their place in its workspace); a viewer's editor opens read-only. */
  access?: readonly LayoutAction[];
};
export type LayoutSummary = Omit<LayoutResponse, "extractedHtml" | "extractedCss" | "editedHtml" | "editedCss" | "layoutJson" | "queuedBehind" | "access">;

/**
 * How many element levels a layout may nest. Real pages stay far below it (Chromium's own parser stops nesting at
 * 512); deeper layouts are refused at save, and extraction and export flatten what lies past it.
 */
export const MAX_ELEMENT_DEPTH = 256;
