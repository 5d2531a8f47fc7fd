import { z } from "zod";
import { PG_INT_MAX } from "./storable.ts";

/** POST /api/layouts/:id/versions/:versionId/restore — `version` is the layout version the client has open. */
export const restoreVersionSchema = z
  .object({ version: z.number().int().min(1).max(PG_INT_MAX, "No layout has a version that large") })
  .strict();
export type RestoreVersionRequest = z.infer<typeof restoreVersionSchema>;

export const VERSION_LABEL_MAX = 60;

/** PATCH /api/layouts/:id/versions/:versionId — names a version; an empty or null label removes the name. */
export const renameVersionSchema = z
  .object({
    label: z
      .string()
      .trim()
      .max(VERSION_LABEL_MAX, `A version name is at most ${VERSION_LABEL_MAX} characters`)
      .regex(/^[^\p{Cc}]*$/u, "A version name cannot contain control characters")
      .nullable()
      .transform((label) => (label ? label : null)),
  })
  .strict();
export type RenameVersionRequest = z.input<typeof renameVersionSchema>;

/**
 * The extraction a layout started from, listed as its first version: it is never a save, never expires and keeps
 * its name. Its id in the version routes is this word.
 */
export const ORIGINAL_VERSION_ID = "original";

/** One saved version in the history list. */
export interface LayoutVersionSummary {
  id: string;
  version: number;
  createdAt: string;
  author: { id: string | null; name: string };
  /** The version this one brought back, when it was a restore. */
  restoredFrom: number | null;
  /** The user's name for this version, if any. */
  label: string | null;
  /** The extraction (or template, or copy) the layout started from, rather than a save. */
  original: boolean;
}

/** A version with its content, for the preview. */
export interface LayoutVersionDetail extends LayoutVersionSummary {
  html: string;
  css: string;
}

export interface LayoutHistoryResponse {
  /** How many days versions are kept on the user's plan (the original is kept as long as the layout). */
  keepDays: number;
  /** Newest first; the original, when the layout has one, is last. */
  versions: LayoutVersionSummary[];
}
