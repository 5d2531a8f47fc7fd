import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { makeContext } from "../testing/make-context.ts";
import { dropUnusedAtRules } from "./unused-at-rules.ts";
import { dropUnusedCustomProperties } from "./custom-properties.ts";
import { mergeIn } from "./merge-rules.ts";
import { formatRoot } from "./format-css.ts";

const squash = (css: string) => css.replace(/\s+/g, " ").trim();

describe("unused-at-rules", () => {
  it("drops keyframes and font faces nothing uses, keeping every face of a used family", () => {
    const ctx = makeContext(
      `<p>x</p>`,
      `@keyframes spin { to { transform: rotate(1turn); } } @keyframes fade { to { opacity: 0; } } @-webkit-keyframes spin { to { opacity: 1; } }
       @font-face { font-family: "Open Sans"; src: url(a.woff2); font-weight: 400; } @font-face { font-family: "Open Sans"; src: url(b.woff2); font-weight: 700; }
       @font-face { font-family: Unused; src: url(c.woff2); }
       p { font: 700 16px/1.5 "Open Sans", sans-serif; animation: spin 1s linear infinite; }`,
    );
    dropUnusedAtRules(ctx);
    const css = squash(ctx.css.toString());
    expect(css).toContain("@keyframes spin");
    expect(css).not.toContain("fade");
    expect(css).not.toContain("-webkit-keyframes");
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).not.toContain("Unused");
  });
});

describe("custom-properties", () => {
  it("keeps variables read directly or through other variables", () => {
    const ctx = makeContext(`<p>x</p>`, `:root { --brand: var(--blue); --blue: #00f; --unused: 1px; --also-unused: var(--brand); } p { color: var(--brand); }`);
    dropUnusedCustomProperties(ctx);
    const css = squash(ctx.css.toString());
    expect(css).toContain("--brand: var(--blue)");
    expect(css).toContain("--blue: #00f");
    expect(css).not.toContain("--unused");
    expect(css).not.toContain("--also-unused");
  });
});

describe("merge-rules", () => {
  it("removes exact duplicates, merges neighbours with the same selector or condition, never font faces", () => {
    const root = postcss.parse(
      `a { color: red; } b { margin: 0; } a { color: red; } p { color: red; } p { color: blue; padding: 0; } @media (max-width: 600px) { a { x: 1; } } @media (max-width: 600px) { b { y: 2; } } @font-face { font-family: A; } @font-face { font-family: A; font-weight: 700; }`,
    );
    mergeIn(root);
    expect(squash(root.toString())).toBe(
      "b { margin: 0; } a { color: red; } p { color: blue; padding: 0; } @media (max-width: 600px) { a { x: 1; } b { y: 2; } } @font-face { font-family: A; } @font-face { font-family: A; font-weight: 700; }",
    );
  });
});

describe("format-css", () => {
  it("prints one declaration per line with two-space indents", () => {
    const root = postcss.parse(`/* c */ a,b{color:red;margin:0} @media (max-width:600px){a{color:blue}}`);
    formatRoot(root);
    expect(root.toString()).toBe(`a,\nb {\n  color: red;\n  margin: 0;\n}\n\n@media (max-width:600px) {\n  a {\n    color: blue;\n  }\n}\n`);
  });
});
