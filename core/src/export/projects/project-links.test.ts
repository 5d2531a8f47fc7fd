import { describe, expect, it } from "vitest";
import { parseLayout } from "../model/layout-tree.ts";
import { printMarkup } from "../print/markup-printer.ts";
import { relativeInternalLinks } from "./project-links.ts";

const ORIGIN = "http://site.test";
const rewritten = (html: string, baseUrl?: string) => printMarkup(relativeInternalLinks(parseLayout({ html, css: "", baseUrl })).nodes);

describe("links in a project export", () => {
  it("lead to the project's root for the captured page and to root-relative paths for the site's other pages", () => {
    expect(rewritten(`<a href="index.html#pricing">P</a><a href="/blog/post.html?x=1#c">B</a><area href="${ORIGIN}/">`, `${ORIGIN}/index.html`)).toBe(
      '<a href="#pricing">P</a><a href="/blog/post.html?x=1#c">B</a><area href="/">',
    );
  });

  it("leave other sites, anchors, mail links and every link of a page without an address as they are", () => {
    const html = '<a href="https://example.org/x">E</a><a href="#top">T</a><a href="mailto:a@b.c">M</a>';
    expect(rewritten(html, `${ORIGIN}/`)).toBe(html);
    expect(rewritten('<a href="/about.html">A</a>')).toBe('<a href="/about.html">A</a>');
  });
});
