import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { resolveLazyImages } from "./lazy-images.ts";

describe("lazy-images", () => {
  it("moves the real source of lazy images into src and srcset", () => {
    const ctx = makeContext(
      `<img class="lazyload" src="data:image/gif;base64,R0lGOD" data-src="/a.jpg" data-srcset="/a.jpg 1x, /a@2x.jpg 2x" alt="a"><img src="/b.jpg" data-src="/other.jpg" alt="b">`,
    );
    resolveLazyImages(ctx);
    expect(bodyHtml(ctx)).toBe(`<img class="lazyloaded" src="/a.jpg" alt="a" srcset="/a.jpg 1x, /a@2x.jpg 2x"><img src="/b.jpg" alt="b">`);
  });
});
