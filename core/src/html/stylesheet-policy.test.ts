import { describe, expect, it } from "vitest";
import postcss from "postcss";
import { sanitizeStylesheet, sanitizeStylesheetCounted } from "./stylesheet-policy.ts";
import { keptAtRule } from "./at-rule-policy.ts";

describe("stylesheet policy", () => {
  it("removes declarations and at-rules that can run code and keeps the rest", () => {
    const root = postcss.parse(`a{color:red;width:expression(alert(1));background:url("java\\73 cript:x")} @import "javascript:x"; b{-moz-binding:url(x.xml#y);content:"</style>"}`);
    // postcss itself writes `<` in strings as the CSS escape `\3c `.
    expect(sanitizeStylesheet(root).toString()).toBe(`a{color:red} b{content:"\\3c /style>"}`);
  });

  const BUILD_AT_RULES = [
    '@plugin "./evil.mjs";',
    '@config "../tailwind.config.js";',
    '@source "../../";',
    "@utility tab-4 { tab-size: 4; }",
    "@custom-variant dark (&:where(.dark, .dark *));",
    "@variant dark { .x { color: red } }",
    ".a { @apply flex; }",
    '@reference "../app.css";',
    '@import url("https://cdn.example/x.css");',
    "@IMPORT 'x.css';",
    "@theme { --color-x: red; }",
    "@tailwind utilities;",
    "@unknown-future-rule x { a { color: red } }",
    "@-moz-document url-prefix() { a { color: red } }",
    '@namespace svg url("http://www.w3.org/2000/svg");',
    "@charset \"utf-8\";",
  ];

  it("drops every at-rule a build tool or loader acts on, or no engine knows, and counts them", () => {
    for (const rule of BUILD_AT_RULES) {
      const { root, removed } = sanitizeStylesheetCounted(postcss.parse(`p{color:blue} ${rule}`));
      expect(root.toString(), rule).not.toContain("@");
      expect(root.toString(), rule).toMatch(/^p\{color:blue\}/);
      expect(removed.atRules, rule).toBe(1);
    }
  });

  it("finds them nested in kept at-rules and rules, and counts a dropped rule's contents once", () => {
    const css = `@media (min-width: 1px) { @plugin "x"; @supports (display:grid) { .a { @apply p-4; color: red } } }
      .b { & .c { @config "y"; } } @layer base { @import "z"; } @variant hover { @plugin "w"; }`;
    const { root, removed } = sanitizeStylesheetCounted(postcss.parse(css));
    expect(root.toString()).not.toMatch(/@(plugin|config|apply|import|variant)/);
    expect(root.toString()).toContain("color: red");
    expect(removed.atRules).toBe(5);
  });

  it("keeps the at-rules that only describe styles", () => {
    const css = [
      "@media print { a { color: red } }", "@supports (display: grid) { a { display: grid } }", "@container card (min-width: 1px) { a { color: red } }",
      "@layer base, components;", "@keyframes spin { to { rotate: 1turn } }", "@-webkit-keyframes spin { to { rotate: 1turn } }",
      '@font-face { font-family: X; src: url("/assets/font-1.woff2") format("woff2") }', "@property --x { syntax: '<length>'; inherits: false; initial-value: 0px }",
      "@page :first { margin: 1in; @top-left { content: 'x' } }", "@counter-style thumbs { system: cyclic; symbols: '👍'; suffix: ' ' }",
      "@font-feature-values Font One { @styleset { nice-style: 12 } }", "@scope (.card) { img { border: 0 } }", "@starting-style { a { opacity: 0 } }",
    ].join("\n");
    const { root, removed } = sanitizeStylesheetCounted(postcss.parse(css));
    expect(root.toString()).toBe(css);
    expect(removed.atRules).toBe(0);
  });

  it("allows a nested at-rule only inside the rule it belongs to", () => {
    expect(keptAtRule("styleset", "font-feature-values")).toBe(true);
    expect(keptAtRule("styleset", null)).toBe(false);
    expect(keptAtRule("top-left", "page")).toBe(true);
    expect(keptAtRule("top-left", "media")).toBe(false);
    expect(keptAtRule("MEDIA", null)).toBe(true);
  });
});
