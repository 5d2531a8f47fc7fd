import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { absolutizeUrls } from "./absolute-urls.ts";

describe("absolute-urls", () => {
  it("makes links, sources, srcsets and style url()s absolute but keeps in-page references", () => {
    const ctx = makeContext(
      `<a href="../about">a</a><a href="#top">t</a><img src="img/x.png" srcset="img/x.png 1x, /y.png 2x"><div style="background: url(bg.png)"></div><svg><use href="#icon"></use></svg><a href="mailto:a@b.c">m</a><a href="">self</a>`,
    );
    absolutizeUrls(ctx);
    expect(bodyHtml(ctx)).toBe(
      `<a href="https://example.com/about">a</a><a href="#top">t</a><img src="https://example.com/shop/img/x.png" srcset="https://example.com/shop/img/x.png 1x, https://example.com/y.png 2x">` +
        `<div style="background: url(&quot;https://example.com/shop/bg.png&quot;)"></div><svg><use href="#icon"></use></svg><a href="mailto:a@b.c">m</a><a href="">self</a>`,
    );
  });
});
