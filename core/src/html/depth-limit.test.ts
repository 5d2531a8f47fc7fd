import { describe, expect, it } from "vitest";
import { parseFragment, serialize } from "parse5";
import { flattenDeeperThan, htmlDepth, MAX_ELEMENT_DEPTH, parse5DepthAccess } from "./depth-limit.ts";
import { sanitizeHtmlFragment } from "./parse5-tree.ts";

const nested = (depth: number, inner: string) => "<div>".repeat(depth) + inner + "</div>".repeat(depth);

describe("the nesting limit", () => {
  it("measures depth without recursion, at any depth (childless elements add no level)", () => {
    expect(htmlDepth("just text")).toBe(0);
    expect(htmlDepth("<p>a</p><section><p><b>b</b><img src=i.png></p></section>")).toBe(3);
    expect(htmlDepth(nested(100_000, "x"))).toBe(100_000);
  });

  it("keeps text and childless elements, in order, at the deepest level kept", () => {
    const fragment = parseFragment(`<main>${nested(5, `a<span>b<img src="i.png"></span><p>c<br>d</p>`)}</main>`);
    expect(flattenDeeperThan(parse5DepthAccess, fragment, 3)).toBe(5);
    expect(serialize(fragment)).toBe('<main><div><div>ab<img src="i.png">c<br>d</div></div></main>');
    expect(htmlDepth(serialize(fragment))).toBe(3);
  });

  it("leaves a layout within the limit untouched", () => {
    const html = nested(MAX_ELEMENT_DEPTH - 1, "<b>deep</b><img src=i.png>");
    const fragment = parseFragment(html);
    expect(flattenDeeperThan(parse5DepthAccess, fragment)).toBe(0);
    expect(serialize(fragment)).toBe(html.replace("src=i.png", 'src="i.png"'));
    expect(htmlDepth(html)).toBe(MAX_ELEMENT_DEPTH);
  });

  it("is applied before the active-content policy, so a 100,000-level document sanitizes without overflowing", () => {
    const out = sanitizeHtmlFragment(nested(100_000, "<span onclick=x()>deep text</span>"));
    expect(htmlDepth(out)).toBe(MAX_ELEMENT_DEPTH);
    expect(out).toContain("deep text");
    expect(out).not.toContain("onclick");
  });
});
