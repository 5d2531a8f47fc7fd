import { describe, expect, it } from "vitest";
import { makeContext } from "../testing/make-context.ts";
import { rewriteRootSelectors } from "./root-selectors.ts";
import { specificity } from "../css/selectors.ts";

describe("root-selectors", () => {
  it("drops conditions on <html>/<body> that the body fragment cannot carry", () => {
    const ctx = makeContext(
      `<div class="card">x</div>`,
      `html.dark .card { color: white; } body.home > .card { margin: 0; } .dark .card { padding: 1px; } [data-theme="dark"] .card { border: 0; } .card { color: red; } body { margin: 0; } .home { padding: 0; } .dark { color: black; }`,
      { htmlAttrs: `class="dark" data-theme="dark"`, bodyAttrs: `class="home"` },
    );
    rewriteRootSelectors(ctx);
    const selectors: string[] = [];
    ctx.css.walkRules((r) => {
      selectors.push(r.selector);
    });
    expect(selectors).toEqual(["html:root .card", ":root > body > .card", ":root .card", ":root .card", ".card", "body", ":root > body", ":root"]);
  });

  it("keeps a rule on the body's id styling <body>, not the root", () => {
    const ctx = makeContext(`<div id="main">x</div>`, `#body { margin: 0; } #page .x { color: red; } #main { padding: 0; }`, {
      htmlAttrs: `id="page"`,
      bodyAttrs: `id="body"`,
    });
    rewriteRootSelectors(ctx);
    const selectors: string[] = [];
    ctx.css.walkRules((r) => {
      selectors.push(r.selector);
    });
    expect(selectors).toEqual(["body:not(#_)", ".x:not(#_)", "#main"]);
  });

  it("keeps each rewritten rule's specificity, so it still beats the rules it beat on the page", () => {
    const ctx = makeContext(`<div class="content">x</div>`, `.skin .content { padding: 0; } .js.touch .content { margin: 0; } #page.skin .content { color: red; }`, {
      htmlAttrs: `class="js touch"`,
      bodyAttrs: `id="page" class="skin"`,
    });
    rewriteRootSelectors(ctx);
    const selectors: string[] = [];
    ctx.css.walkRules((r) => {
      selectors.push(r.selector);
    });
    expect(selectors).toEqual([":root .content", ":root:not(._) .content", ":root:not(#_) .content"]);
    expect(selectors.map((s) => specificity(s))).toEqual([[0, 2, 0], [0, 3, 0], [1, 2, 0]]);
  });
});
