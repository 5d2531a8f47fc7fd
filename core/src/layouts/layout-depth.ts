import { badRequest } from "../errors.ts";
import { htmlDepth, MAX_ELEMENT_DEPTH, TOO_DEEP_MESSAGE } from "../html/depth-limit.ts";

/**
 * What the request thread may parse itself: parse5's cost grows with the number of tags (cubically for formatting
 * elements with distinct attributes: 2,048 `<b class=…><p>` take seconds, 512 about 0.1 s on a loaded machine),
 * so only a document with few tags and little text is parsed inline; 256 tags parse in about a millisecond.
 * Everything else is parsed in the save-check threads.
 */
export const INLINE_CHECK_MAX_TAGS = 256;
export const INLINE_CHECK_MAX_CHARS = 64 * 1024;

/** Whether `html` is small enough to parse on the request thread: a bounded scan (stops past the tag budget). */
export function checkableInline(html: string): boolean {
  if (html.length > INLINE_CHECK_MAX_CHARS) return false;
  let tags = 0;
  for (let at = html.indexOf("<"); at >= 0; at = html.indexOf("<", at + 1)) if (++tags > INLINE_CHECK_MAX_TAGS) return false;
  return true;
}

/**
 * Measures a large document's depth off the request thread (the API passes depthInThread: the save-check threads under
 * the user's key with a run limit). Passed in, as threads run features and a feature never reaches into them.
 */
export type DepthMeasure = (html: string) => Promise<number>;

/**
 * A save deeper than the nesting limit is refused with a 400 naming the depth (the stored layout stays as it was).
 * Refused rather than flattened: a save is the user's own document, and silently restructuring it would lose work
 * they can see; the editor flattens a legacy layout when it opens it (sanitizeParse5Tree), so its saves pass.
 * Depth is measured as parse5 builds the tree (htmlDepth), on the request thread only for small documents; a large
 * one is measured by `measure` (off the request thread), so a hostile save never blocks other users' requests.
 */
export async function assertLayoutDepth(html: string | undefined, measure: DepthMeasure): Promise<void> {
  if (html === undefined || !html.includes("<")) return;
  const depth = checkableInline(html) ? htmlDepth(html) : await measure(html);
  if (depth > MAX_ELEMENT_DEPTH) throw badRequest(TOO_DEEP_MESSAGE(depth));
}
