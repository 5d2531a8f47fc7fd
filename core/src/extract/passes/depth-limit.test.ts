import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { htmlDepth, MAX_ELEMENT_DEPTH } from "../../html/depth-limit.ts";
import { passesAroundVerify, runPasses } from "../pipeline.ts";
import { limitDepth } from "./depth-limit.ts";

const nested = (depth: number, inner: string) => "<div>".repeat(depth) + inner + "</div>".repeat(depth);

describe("depth-limit", () => {
  it("flattens a captured page nested past the limit, keeping its text and images, with a note", () => {
    const ctx = makeContext(nested(600, '<p>deep <img src="a.png"> text</p>'));
    limitDepth(ctx);
    const html = bodyHtml(ctx);
    expect(htmlDepth(html)).toBe(MAX_ELEMENT_DEPTH);
    expect(html).toMatch(/deep <img [^>]*src="a.png"[^>]*> text/);
    expect(ctx.notes).toEqual([`The page nests elements more than ${MAX_ELEMENT_DEPTH} levels deep: 345 wrapper elements past that depth were removed and their content kept.`]);
  });

  it("runs first, so the passes before verification all finish on a page 600 levels deep", async () => {
    const ctx = makeContext(nested(600, "<p>deep text</p>"));
    const { before } = passesAroundVerify();
    expect(before[0].name).toBe("depth-limit");
    await runPasses(ctx, before);
    expect(bodyHtml(ctx)).toContain("deep text");
  });
});
