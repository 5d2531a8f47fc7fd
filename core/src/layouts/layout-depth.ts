import { badRequest } from "../errors.ts";
import { htmlDepth, MAX_ELEMENT_DEPTH, TOO_DEEP_MESSAGE } from "../html/depth-limit.ts";

/**
 * A save deeper than the nesting limit is refused with a 400 naming the depth (the stored layout stays as it was).
 * Refused rather than flattened: a save is the user's own document, and silently restructuring it would lose work
 * they can see; the editor flattens a legacy layout when it opens it (sanitizeParse5Tree), so its saves pass.
 */
export function assertLayoutDepth(html: string | undefined): void {
  if (html === undefined || !html.includes("<")) return;
  const depth = htmlDepth(html);
  if (depth > MAX_ELEMENT_DEPTH) throw badRequest(TOO_DEEP_MESSAGE(depth));
}
