import { describe, expect, it } from "vitest";
import { sanitizeCss, sanitizeHtml } from "./sanitize.ts";

describe("AI output sanitising", () => {
  it("removes scripts, handlers and script URLs but keeps the layout", () => {
    const out = sanitizeHtml(
      `<div class="hero" data-name="hero" onclick="steal()"><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="/ok">ok</a><img src="a.png" onerror="x()"><iframe src="https://evil"></iframe></div>`,
    );
    expect(out).toBe(`<div class="hero" data-name="hero"><a href="#">x</a><a href="/ok">ok</a><img src="a.png"></div>`);
  });

  it("applies the same policy as every other output: names, obfuscated URLs, raw text, namespaces", () => {
    const out = sanitizeHtml(
      `<w{...(expr,{})} class="k">t</w{...(expr,{})}><a href=" java&#x09;script:alert(1)">j</a><xmp></xmp><img src=x onerror=alert(1)></xmp>` +
        `<svg><set attributeName="href" to="javascript:alert(1)"></set></svg><style>a{width:expression(alert(1))}</style>`,
    );
    expect(out).toBe(`<span class="k">t</span><a href="#">j</a><pre></pre><img src="x"><svg></svg>`);
  });

  it("drops executable CSS and imports", () => {
    const out = sanitizeCss(`@import url(https://evil/x.css); .a { color: red; background: url(javascript:alert(1)); width: expression(alert(1)); }`);
    expect(out).not.toMatch(/import|javascript|expression/);
    expect(out).toContain("color: red");
  });
});
