import { describe, expect, it } from "vitest";
import { parseLayout } from "../../model/layout-tree.ts";
import { formatCss, parseCss } from "../../css/css-format.ts";
import { planComponents } from "../../model/structure/component-plan.ts";
import { splitCss } from "./css-split.ts";

const split = (html: string, css: string) => {
  const tree = parseLayout({ html, css });
  const plan = planComponents(tree.nodes);
  const out = splitCss(parseCss(tree.css), plan, tree.nodes);
  return { global: formatCss(out.global), modules: Object.fromEntries([...out.modules].map(([k, v]) => [k, formatCss(v)])), classes: out.moduleClasses };
};

describe("component stylesheets", () => {
  it("move rules whose classes only one component uses, keeping @media and order", () => {
    const out = split(
      '<header class="top"><a class="brand">B</a></header><footer class="bottom"><a class="brand2">C</a></footer>',
      ".top { padding: 8px } .brand { color: red } @media (max-width: 600px) { .top { padding: 4px } } a { text-decoration: none } .bottom { margin: 0 }",
    );
    expect(Object.keys(out.modules).sort()).toEqual(["SiteFooter", "SiteHeader"]);
    expect(out.modules.SiteHeader).toContain(".top {\n  padding: 8px;");
    expect(out.modules.SiteHeader).toContain("@media (max-width: 600px) {\n  .top {\n    padding: 4px;");
    expect(out.global).toContain("a {\n  text-decoration: none;");
    expect(out.global).not.toContain(".top");
    expect([...out.classes.get("SiteHeader")!]).toEqual(["top", "brand"]);
  });
  it("keep global what a later global rule could override, what shares a class, names an id or an animation", () => {
    const out = split(
      '<header class="top shared" id="h"><b class="x">b</b><i class="y">i</i></header><footer class="shared">f</footer>',
      ".top { color: red } .shared { color: blue } .x { animation: spin 1s } #h b { color: green } .y { margin: 0 }",
    );
    // .shared comes later and sets color on the same element: moving .top after it would flip the winner.
    expect(out.global).toContain(".top {");
    expect(out.global).toContain(".x {");
    expect(out.global).toContain("#h b {");
    expect(out.modules.SiteHeader).toBe(".y {\n  margin: 0;\n}");
  });
  it("never moves an item list's varying class", () => {
    const cards = ["a", "b", "c"].map((t, i) => `<article class="card${i === 1 ? " hot" : ""}"><h3>${t}</h3></article>`).join("");
    const out = split(`<section class="grid">${cards}</section>`, ".card { padding: 4px } .hot { color: red } .grid { display: grid }");
    expect(out.global).toContain(".card {");
    expect(out.global).toContain(".hot {");
    expect(out.modules.Grid ?? out.modules.ContentSection ?? Object.values(out.modules)[0]).toContain(".grid {");
  });
});
