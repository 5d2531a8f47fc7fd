import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { isBareWrapper, unwrapWrappers } from "./unwrap-wrappers.ts";

describe("unwrap-wrappers", () => {
  // Stamps: 1 html, 2 head, 3 body, then the body's elements in document order.
  const markup = `<div><section class="a">x</section></div><div><p>y</p></div><div class="keep"><p>z</p></div><div><i>q</i></div>`;
  const sameBox = { y: 100, h: 40 };

  it("unwraps bare wrappers with the child's box, unless a rule depended on them", () => {
    const ctx = makeContext(markup, `body > section { color: red; } p { margin: 0; } .keep { padding: 1px; }`, {
      // 4 div > 5 section, 6 div > 7 p share boxes; 10 div and 11 i do not.
      boxes: { "4": sameBox, "5": sameBox, "6": { y: 200 }, "7": { y: 200 }, "8": { y: 300 }, "9": { y: 300 } },
    });
    unwrapWrappers(ctx);
    expect(bodyHtml(ctx)).toBe(`<div><section class="a">x</section></div><p>y</p><div class="keep"><p>z</p></div><div><i>q</i></div>`);
  });

  it("only counts attribute-free divs and spans with a single element child and no text as bare", () => {
    const ctx = makeContext(`<div><b>1</b></div><div>t<b>2</b></div><div id="x"><b>3</b></div><section><b>4</b></section><span> <em>5</em> </span>`);
    const verdicts = ctx.body.children.filter((c) => c.type === "tag").map((el) => isBareWrapper(el as never));
    expect(verdicts).toEqual([true, false, false, false, true]);
  });
});
