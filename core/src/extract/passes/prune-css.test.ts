import { describe, expect, it } from "vitest";
import { makeContext } from "../testing/make-context.ts";
import { pruneCss } from "./prune-css.ts";

describe("prune-css", () => {
  it("keeps rules matching the kept DOM, including :hover and ::before, and drops the rest", () => {
    const ctx = makeContext(
      `<nav class="menu"><a class="link">a</a></nav>`,
      `.menu .link:hover { color: red; }
       .link::before { content: "→"; }
       .unused { color: blue; }
       .link, .gone { margin: 0; }
       @media (max-width: 600px) { .gone { display: none; } .menu { padding: 0; } }
       @media print { .gone { color: black; } }`,
    );
    pruneCss(ctx);
    const css = ctx.css.toString().replace(/\s+/g, " ");
    expect(css).toContain(".menu .link:hover");
    expect(css).toContain(".link::before");
    expect(css).not.toContain(".unused");
    expect(css).toContain(".link { margin: 0; }");
    expect(css).toContain("@media (max-width: 600px) { .menu { padding: 0; } }");
    expect(css).not.toContain("print");
  });

  it("drops selectors only other engines understand, as Chromium's CSSOM does", () => {
    const ctx = makeContext(
      `<button class="b">x</button><input class="i">`,
      `button:-moz-focusring { outline: 1px dotted; } .i::-ms-clear { display: none; } .b, .b::-moz-focus-inner { border: 0; } .i::-webkit-input-placeholder { color: gray; }`,
    );
    pruneCss(ctx);
    expect(ctx.css.toString().replace(/\s+/g, " ").trim()).toBe(".b { border: 0; } .i::-webkit-input-placeholder { color: gray; }");
  });

  it("keeps rules css-select cannot evaluate rather than guessing", () => {
    const ctx = makeContext(`<p class="a">x</p>`, `.a:unknown-future-pseudo { color: red; } .b { color: blue; }`);
    pruneCss(ctx);
    expect(ctx.css.toString()).toContain(":unknown-future-pseudo");
    expect(ctx.css.toString()).not.toContain(".b");
  });
});

describe("prune-css on nested CSS", () => {
  it("judges nested rules by their full selector and drops :host rules outside shadow roots", () => {
    const ctx = makeContext(
      `<div class="swiper swiper-horizontal"><span class="bullet">x</span></div>`,
      `:host { display: block; }
       .swiper-horizontal { color: red; .swiper-button-next, ~.swiper-button-prev { left: 0; } &.swiper-rtl .x { right: 0; } }
       .swiper { .bullet { margin: 0; } .gone { margin: 1px; } }
       .bullet { button& { border: 0; } .clickable & { cursor: pointer; } }`,
    );
    pruneCss(ctx);
    const css = ctx.css.toString().replace(/\s+/g, " ").trim();
    expect(css).toBe(".swiper-horizontal { color: red } .swiper { .bullet { margin: 0; } }");
  });
});
