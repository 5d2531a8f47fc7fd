import type { ExtractContext } from "../context.ts";
import { primarySnapshot } from "../context.ts";
import { elements, removeNode, stampOf } from "../dom.ts";

/**
 * Keeps the extraction inside the element and height limits: content past them is cut (in document order, whole
 * subtrees) and a note tells the user what was left out, rather than failing a page that is merely long.
 */
export function truncateToLimits(ctx: ExtractContext): void {
  const { maxElements, maxHeightPx } = ctx.limits;
  const snap = primarySnapshot(ctx);

  let cutByHeight = 0;
  for (const el of elements(ctx.body)) {
    if (!el.parent) continue;
    const stamp = stampOf(el);
    const box = stamp ? snap.get(stamp) : undefined;
    if (box?.rendered && box.y >= maxHeightPx && box.h > 0) {
      cutByHeight++;
      removeNode(el);
    }
  }
  if (cutByHeight) {
    ctx.notes.push(`The page is taller than ${maxHeightPx} px: content below ${maxHeightPx} px was left out.`);
  }

  const all = elements(ctx.body, true);
  if (all.length > maxElements) {
    for (const el of all.slice(maxElements)) if (el.parent) removeNode(el);
    ctx.notes.push(
      `The page has ${all.length} elements, more than the ${maxElements} we extract: the rest of the page was left out.`,
    );
  }
}
