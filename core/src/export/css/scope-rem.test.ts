import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { scopeRem } from "./scope-rem.ts";

const run = (css: string) => scopeRem(postcss.parse(css), "#w").toString().replace(/\s+/g, " ").trim();

describe("scopeRem", () => {
  it("makes rem relative to the embed's own root size instead of the host's", () => {
    expect(run(`#w { font-size: 62.5%; } #w .card { padding: 1.5rem 2rem; margin: -.5rem; } @media (min-width: 40rem) { #w h1 { font-size: 3rem; } }`)).toBe(
      `@property --ll-rem { syntax: "<length>"; inherits: true; initial-value: 16px; } #w { font-size: calc(62.5 * 0.16px); } ` +
        `#w .card { padding: calc(1.5 * var(--ll-rem)) calc(2 * var(--ll-rem)); margin: calc(-.5 * var(--ll-rem)); } ` +
        `@media (min-width: 40rem) { #w h1 { font-size: calc(3 * var(--ll-rem)); } } #w { --ll-rem: 1em; }`,
    );
  });

  it("leaves stylesheets without rem untouched, and words that merely contain 'rem'", () => {
    expect(run(`#w .x { content: "remove"; animation-name: lorem; width: 10px; }`)).toBe(`#w .x { content: "remove"; animation-name: lorem; width: 10px; }`);
  });

  it("resolves the wrapper's own relative font size against the 16px a root starts from", () => {
    expect(run(`#w { font-size: 1.125rem; } #w p { font-size: 1em; }`)).toBe(`#w { font-size: calc(1.125 * 16px); } #w p { font-size: 1em; }`);
  });
});
