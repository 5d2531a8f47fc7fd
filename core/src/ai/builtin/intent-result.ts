import type { LayoutDocument } from "../provider.ts";

/** What one built-in suggestion did: the new layout and, in plain words, what it changed there. */
export interface IntentResult {
  doc: LayoutDocument;
  summary: string;
}
