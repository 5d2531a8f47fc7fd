import { EMPTY_TABLE } from "./document/node-table";
import type { LayoutDoc } from "./document/types";

export interface DocumentSlice {
  layoutId: string | null;
  doc: LayoutDoc;
  /** The document as last saved (or loaded): unsaved changes are `doc !== savedDoc`. */
  savedDoc: LayoutDoc;
  /** The server version the next save must name (optimistic concurrency). */
  version: number;
}

const EMPTY: LayoutDoc = { nodes: EMPTY_TABLE, roots: [], css: "", nextId: 1 };

export const initialDocumentSlice: DocumentSlice = { layoutId: null, doc: EMPTY, savedDoc: EMPTY, version: 0 };
