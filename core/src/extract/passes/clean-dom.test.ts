import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { cleanDom } from "./clean-dom.ts";

describe("clean-dom", () => {
  it("drops scripts, noscript, templates, inline handlers and javascript: URLs", () => {
    const ctx = makeContext(
      `<script>alert(1)</script><noscript>x</noscript><template><p>t</p></template>` +
        `<a href="javascript:alert(1)" onclick="steal()">go</a><img src="javascript:x" onerror="y()" alt="pic"><p onmouseover="z()">text</p>`,
    );
    cleanDom(ctx);
    expect(bodyHtml(ctx)).toBe(`<a href="#">go</a><img alt="pic"><p>text</p>`);
  });

  it("renames elements with hostile names, drops hostile attribute names, and judges URLs as a browser reads them", () => {
    const ctx = makeContext(
      `<x<?=system('id');__halt_compiler(); class="a">t</x<?=system('id');__halt_compiler();><w{...(expr,{})}></w{...(expr,{})}>` +
        `<p data-x{...(expr,{})}=1 x<?php=2 class="p">p</p><a href=" java&#x09;script:alert(1)">j</a><a href="  HTTPS://example.com/a\nb ">h</a>` +
        `<svg><a xlink:href="javascript:alert(1)"><text>s</text></a><set attributeName="href" to="javascript:alert(1)"></set></svg>` +
        `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
    );
    cleanDom(ctx);
    expect(bodyHtml(ctx)).toBe(
      `<span class="a">t</span><span></span><p class="p">p</p><a href="#">j</a><a href="https://example.com/ab">h</a>` +
        `<svg><a><text>s</text></a></svg><form><math><mtext></mtext></math></form>`,
    );
  });

  it("strips handlers from <html> and <body> and code-running declarations from the captured CSS", () => {
    const ctx = makeContext("<p>x</p>", "a{color:red;width:expression(alert(1))}", { htmlAttrs: 'lang="en" onclick="a()"', bodyAttrs: 'class="home" onload="b()"' });
    cleanDom(ctx);
    expect(Object.keys(ctx.html.attribs).sort()).toEqual(["data-ll-id", "lang"]);
    expect(Object.keys(ctx.body.attribs).sort()).toEqual(["class", "data-ll-id"]);
    expect(ctx.css.toString()).toBe("a{color:red}");
  });

  it("drops the page's build and load at-rules (@plugin, @config, @import, unknown ones) and counts them for the report", () => {
    const ctx = makeContext("<p>x</p>", '@plugin "./x.mjs"; @config "./t.js"; @import "y.css"; @media print { @apply flex; a { color: red } } @frobnicate;');
    cleanDom(ctx);
    expect(ctx.css.toString()).not.toMatch(/@(plugin|config|import|apply|frobnicate)/);
    expect(ctx.css.toString()).toContain("@media print");
    expect(ctx.removedAtRules).toBe(5);
    expect(ctx.notes.join(" ")).toMatch(/5 CSS at-rule\(s\)/);
  });

  it("drops elements hidden at every width but keeps ones shown at some width and svg sprites", () => {
    // ids: 1 html, 2 head, 3 body, 4 div.a, 5 div.b, 6 svg, 7 symbol
    const hidden = { rendered: false };
    const ctx = makeContext(`<div class="a">gone</div><div class="b">phone only</div><svg><symbol id="i"></symbol></svg>`, "", {
      boxes: { "4": hidden, "5": [hidden, hidden, { rendered: true }], "6": hidden, "7": hidden },
    });
    cleanDom(ctx);
    expect(bodyHtml(ctx)).toBe(`<div class="b">phone only</div><svg><symbol id="i"></symbol></svg>`);
  });

  it("keeps declarative shadow roots but cleans inside them", () => {
    const ctx = makeContext(`<x-card><template shadowrootmode="open"><script>1</script><p onclick="a()">in</p></template></x-card>`);
    cleanDom(ctx);
    expect(bodyHtml(ctx)).toBe(`<x-card><template shadowrootmode="open"><p>in</p></template></x-card>`);
  });

  it("turns iframes into sized placeholders and removes tracking pixels", () => {
    const ctx = makeContext(`<iframe src="https://video.example/embed" width="560" height="315" title="Demo video"></iframe><img src="https://www.google-analytics.com/collect?v=1" width="1" height="1">`);
    cleanDom(ctx);
    const html = bodyHtml(ctx);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("google-analytics");
    expect(html).toContain('aria-label="Demo video"');
    expect(html).toMatch(/width:560px;height:315px/);
  });
});
