import { describe, expect, it } from "vitest";
import { formatCss } from "../../export/css/css-format.ts";
import { prepareLayout } from "../../export/model/prepared-layout.ts";
import { prepareSitePages } from "./site-pages.ts";

const css = ".a { color: red } @media (min-width: 768px) { .b { color: blue } } .gone, .a b { color: green }";
const source = (route: string, html: string) => ({ url: `http://127.0.0.1/${route}`, route: `/${route}`, title: route, html, css });
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

describe("a site's pages", () => {
  it("keep a rule another page needs, and leave out what no page can match", () => {
    const home = source("", '<p class="a">home</p>');
    const about = source("about", '<p class="a">about</p><p class="b">more</p>');
    // Alone, the start page has no .b: its export leaves the rule out.
    expect(flat(prepareLayout(home).formattedCss)).not.toContain(".b");
    const pages = prepareSitePages([home, about]);
    for (const page of pages) {
      const text = flat(formatCss(page.cssRoot));
      expect(text).toContain("@media (min-width: 768px) { .b { color: blue; } }");
      expect(text).not.toContain(".gone");
      expect(text).not.toContain(".a b");
    }
  });
});
