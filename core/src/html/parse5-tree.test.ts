import { describe, expect, it } from "vitest";
import { parseFragment, serialize } from "parse5";
import { sanitizeHtmlFragment, sanitizeParse5Tree } from "./parse5-tree.ts";

/** Sanitized output must parse back to itself: a difference is where mutation XSS lives. */
const stable = (html: string) => {
  const once = sanitizeHtmlFragment(html);
  expect(serialize(parseFragment(once)), "re-parse changes the tree").toBe(once);
  expect(sanitizeHtmlFragment(once), "not idempotent").toBe(once);
  return once;
};

describe("the policy over a parse5 tree", () => {
  it("drops scripts, handlers, comments and script URLs, keeping content", () => {
    expect(stable(`<p onclick="x()">Hi<!-- c --><script>alert(1)</script> <a href=" java&#x09;script:alert(1)">go</a></p>`)).toBe(`<p>Hi <a href="#">go</a></p>`);
  });

  it("renames elements with hostile names, keeping their children and safe attributes", () => {
    expect(stable(`<x<?=system('id');__halt_compiler(); class="k">a</x<?=system('id');__halt_compiler();><w{...(expr,{})} title=t></w{...(expr,{})}>`)).toBe(
      `<span class="k">a</span><span title="t"></span>`,
    );
  });

  it("drops hostile attribute names", () => {
    expect(stable(`<p data-x{...(console.log(1),{})}=1 x<?php=2 class=ok>t</p>`)).toBe(`<p class="ok">t</p>`);
  });

  it("turns raw-text elements that show text into <pre> and drops the others", () => {
    expect(stable(`<xmp></p><img src=x onerror=alert(1)></xmp><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`)).toBe(
      // With scripting on (as in browsers) the noscript text ends at its first end tag; the img after it is markup.
      `<pre>&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;</pre><img src="x">"&gt;`,
    );
  });

  it("defeats the namespace-confusion payloads (DOMPurify's mXSS corpus)", () => {
    for (const payload of [
      `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=alert(1)&gt;">`,
      `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
      `<math><annotation-xml encoding="text/html"><style><img src=x onerror=alert(1)></style></annotation-xml></math>`,
      `<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>`,
    ]) {
      const out = stable(payload);
      expect(out, payload).not.toMatch(/onerror|<iframe|<script|srcdoc/i);
    }
  });

  it("keeps SVG icons, sprites, and safe animation; drops href animation", () => {
    const html = `<svg viewBox="0 0 24 24" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#i"></use><path d="M0 0" stroke-width="2"></path><animate attributeName="opacity" values="0;1" dur="1s"></animate><set attributeName="href" to="javascript:alert(1)"></set><a href="javascript:alert(1)"><text>x</text></a></svg>`;
    expect(stable(html)).toBe(
      `<svg viewBox="0 0 24 24" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#i"></use><path d="M0 0" stroke-width="2"></path><animate attributeName="opacity" values="0;1" dur="1s"></animate><a><text>x</text></a></svg>`,
    );
  });

  it("keeps declarative shadow roots and cleans inside them", () => {
    expect(stable(`<x-card><template shadowrootmode="open"><p onclick="a()">in</p><script>1</script></template></x-card>`)).toBe(
      `<x-card><template shadowrootmode="open"><p>in</p></template></x-card>`,
    );
  });

  it("keeps or moves <style> elements as the caller chooses", () => {
    expect(sanitizeHtmlFragment(`<style>a{color:red}</style><style>a{width:expression(alert(1))}</style><p>x</p>`)).toBe(`<style>a{color:red}</style><p>x</p>`);
    const moved: string[] = [];
    const fragment = parseFragment(`<style>a{color:red}</style><p>x</p>`);
    sanitizeParse5Tree(fragment, { styleElements: "drop", onStyle: (css) => moved.push(css) });
    expect(serialize(fragment)).toBe("<p>x</p>");
    expect(moved).toEqual(["a{color:red}"]);
  });
});
