import { z } from "zod";
import { text } from "./storable.ts";

/** GET /api/layouts/:id/font?url=… — one font file the layout's stylesheet loads, for the editor's canvas. */
export const layoutFontQuerySchema = z.object({ url: text("url").min(1, "url is required").max(4096, "url is too long") });
export type LayoutFontQuery = z.infer<typeof layoutFontQuerySchema>;

/** The editor's canvas asks for a font through LayoutLift at this address (same origin, so no CORS is needed). */
export const layoutFontPath = (layoutId: string, url: string): string => `/api/layouts/${layoutId}/font?url=${encodeURIComponent(url)}`;
