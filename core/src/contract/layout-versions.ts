import { z } from "zod";
import { PG_INT_MAX } from "./storable.ts";

/** POST /api/layouts/:id/versions/:versionId/restore — `version` is the layout version the client has open. */
export const restoreVersionSchema = z
  .object({ version: z.number().int().min(1).max(PG_INT_MAX, "No layout has a version that large") })
  .strict();
export type RestoreVersionRequest = z.infer<typeof restoreVersionSchema>;

/** One saved version in the history list. */
export interface LayoutVersionSummary {
  id: string;
  version: number;
  createdAt: string;
  author: { id: string | null; name: string };
  /** The version this one brought back, when it was a restore. */
  restoredFrom: number | null;
}

/** A version with its content, for the preview. */
export interface LayoutVersionDetail extends LayoutVersionSummary {
  html: string;
  css: string;
}

export interface LayoutHistoryResponse {
  /** How many days versions are kept on the user's plan. */
  keepDays: number;
  versions: LayoutVersionSummary[];
}
