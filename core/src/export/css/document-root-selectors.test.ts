import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { withDocumentRootSelectors } from "./document-root-selectors.ts";

const run = (css: string) =>
  withDocumentRootSelectors(postcss.parse(css), { html: { class: "h-100", "data-bs-theme": "dark" }, body: { class: "d-flex h-100" } })
    .toString()
    .replace(/\s+/g, " ");

describe("the page's root classes in component exports", () => {
  it("names <html> and <body> in the same rule when their classes or attributes satisfied its first compound", () => {
    expect(run(".h-100{height:100%!important}")).toBe(".h-100, :root, :root > body{height:100%!important}");
    expect(run(".d-flex{display:flex}")).toBe(".d-flex, :root > body{display:flex}");
    expect(run("[data-bs-theme=dark] .card{color:#fff}")).toBe("[data-bs-theme=dark] .card, :root .card{color:#fff}");
    expect(run("@media (min-width:768px){.d-flex{gap:1rem}}")).toBe("@media (min-width:768px){.d-flex, :root > body{gap:1rem}}");
  });

  it("leaves rules the roots did not match, sibling combinators and keyframes alone", () => {
    expect(run(".mb-3{margin:1rem}[data-bs-theme=light] .x{color:#000}")).toBe(".mb-3{margin:1rem}[data-bs-theme=light] .x{color:#000}");
    expect(run(".d-flex + .x{margin:0}")).toBe(".d-flex + .x{margin:0}");
    const plain = postcss.parse(".d-flex{display:flex}");
    expect(withDocumentRootSelectors(plain, null)).toBe(plain);
  });
});
