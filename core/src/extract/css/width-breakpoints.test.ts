import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { elements, parseHtmlFragment } from "../dom.ts";
import { SelectorMatcher } from "./match.ts";
import { breakpointsFor, viewportBreakpoints } from "./width-breakpoints.ts";

describe("width breakpoints of elements", () => {
  it("lists the media boundaries whose rules style the elements, max-width bounds as where the wider side starts", () => {
    const doc = parseHtmlFragment('<div class="col-sm-6 col-lg-4"></div><p class="lead"></p>');
    const targets = elements(doc).filter((el) => el.name === "div");
    const css = postcss.parse(`
      @media (min-width: 576px) { .col-sm-6 { width: 50% } }
      @media (min-width: 768px) { .col-md-3 { width: 25% } .lead { font-size: 2rem } }
      @media (width >= 992px) { div.col-lg-4 { width: 33.3% } .row > .col-lg-4 { width: 33.3% } }
      @media (max-width: 1199.98px) { div { margin: 0 } }
      @media print { .col-lg-4 { display: none } }
    `);
    expect(breakpointsFor(css, targets, new SelectorMatcher()).map((b) => b.minWidth)).toEqual([576, 992, 1200]);
  });
});

describe("viewport breakpoints of a page", () => {
  it("reads every width media boundary, from the chunks' preludes and the rules inside them", () => {
    const chunks = [
      { text: ".container { max-width: 540px }", wrap: ["@media (min-width: 576px)"] },
      { text: "@media (min-width: 1400px) { .container { max-width: 1320px } } @media print { a { color: red } }", wrap: [] },
      { text: "@media screen and (max-width: 767.98px) { .x { display: none } } @container (min-width: 300px) { .y { width: 1px } }", wrap: ["@supports (display: grid)"] },
    ];
    expect(viewportBreakpoints(chunks)).toEqual([576, 768, 1400]);
  });
});
