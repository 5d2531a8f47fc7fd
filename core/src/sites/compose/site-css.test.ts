import { describe, expect, it } from "vitest";
import { parseLayout } from "../../export/model/layout-tree.ts";
import { formatCss, parseCss } from "../../export/css/css-format.ts";
import { PageReach } from "./css-reach.ts";
import { splitSiteCss } from "./site-css.ts";

const page = (html: string, css: string) => ({ cssRoot: parseCss(css), reach: new PageReach(parseLayout({ html, css }) ) });
const flat = (css: string) => css.replace(/\s+/g, " ");

describe("a site's stylesheets", () => {
  it("share the rules every page has and keep a class two extractions named alike but styled apart with its page", () => {
    const split = splitSiteCss([
      page('<h1 class="card-title">A</h1>', "body { margin: 0 } .card-title { color: red }"),
      page('<h2 class="card-title">B</h2>', "body { margin: 0 } .card-title { color: blue }"),
    ]);
    expect(flat(formatCss(split.global))).toBe("body { margin: 0; }");
    expect(flat(formatCss(split.pages[0]))).toBe(".card-title { color: red; }");
    expect(flat(formatCss(split.pages[1]))).toBe(".card-title { color: blue; }");
  });

  it("repeat a shared rule in a page's sheet when it came after one of the page's own rules it must still beat", () => {
    const shared = ".x { color: green }";
    const split = splitSiteCss([
      page('<p class="x y">a</p>', `.y { color: red } ${shared}`),
      page('<p class="x">b</p>', shared),
    ]);
    expect(flat(formatCss(split.global))).toBe(".x { color: green; }");
    // Loaded after the global sheet, .y would win; the repeated .x keeps green on top as on the page.
    expect(flat(formatCss(split.pages[0]))).toBe(".y { color: red; } .x { color: green; }");
  });

  it("give a rule pruned differently on two pages one shape where the extra selector styles nothing there", () => {
    const split = splitSiteCss([
      page('<h1>a</h1><p class="h5">b</p>', ".h5, h1 { margin: 0 }"),
      page("<h1>c</h1>", "h1 { margin: 0 }"),
    ]);
    expect(flat(formatCss(split.global))).toBe(".h5, h1 { margin: 0; }");
    expect(split.pages.map((p) => formatCss(p))).toEqual(["", ""]);
  });
});
