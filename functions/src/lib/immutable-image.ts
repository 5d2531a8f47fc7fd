import type { Context } from "hono";
import type { StoredObject } from "@layoutlift/core/storage/storage";

/**
 * An uploaded image under a random name that is never reused: cached for good, and inert when opened on its own
 * (an image, never a document that runs anything). `crossOrigin` lets pages hosted elsewhere show it.
 */
export function immutableImage(c: Context, object: StoredObject, options: { crossOrigin?: boolean } = {}): Response {
  return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": object.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    ...(options.crossOrigin ? { "Cross-Origin-Resource-Policy": "cross-origin" } : {}),
  });
}
