import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { truncateToLimits } from "./truncate.ts";

describe("truncate-to-limits", () => {
  it("cuts content below the height limit and past the element limit, with notes", () => {
    // ids: 1 html, 2 head, 3 body, 4..7 the paragraphs (y = id * 20 by default)
    const ctx = makeContext(`<p>a</p><p>b</p><p>c</p><p>d</p>`, "", { boxes: { "7": { y: 40_000 } } });
    ctx.limits = { maxElements: 2, maxHeightPx: 30_000 };
    truncateToLimits(ctx);
    expect(bodyHtml(ctx)).toBe("<p>a</p><p>b</p>");
    expect(ctx.notes).toEqual([
      "The page is taller than 30000 px: content below 30000 px was left out.",
      "The page has 3 elements, more than the 2 we extract: the rest of the page was left out.",
    ]);
  });
});
