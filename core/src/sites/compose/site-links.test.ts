import { describe, expect, it } from "vitest";
import { parseLayout } from "../../export/model/layout-tree.ts";
import { printMarkup } from "../../export/print/markup-printer.ts";
import { exportHref, rewriteLinks, routerHref, staticHref } from "./site-links.ts";

const ORIGIN = "http://site.test";
/** Crawl keys of the captured pages (as the crawler found them) → their routes. */
const routes = new Map([[`${ORIGIN}/`, "/"], [`${ORIGIN}/about.html`, "/about"], [`${ORIGIN}/blog/first-harvest.html`, "/blog/first-harvest"]]);

describe("links in a site export", () => {
  it("lead to the export's route for a captured page, whatever its query, keeping the fragment", () => {
    const page = `${ORIGIN}/blog/first-harvest.html`;
    expect(exportHref("../about.html?utm_source=x#story", page, routes, routerHref)).toBe("/about#story");
    expect(exportHref("/index.html", page, routes, routerHref)).toBe("/");
    expect(exportHref("/about.html?tab=2", page, routes, staticHref("/blog/first-harvest"))).toBe("../../about/index.html");
    expect(exportHref(`${ORIGIN}/`, `${ORIGIN}/`, routes, staticHref("/"))).toBe("index.html");
  });

  it("stay absolute to the original site for pages not captured, files and other sites; anchors and mailto stay", () => {
    const page = `${ORIGIN}/about.html`;
    expect(exportHref("private.html", page, routes, routerHref)).toBe(`${ORIGIN}/private.html`);
    expect(exportHref("brochure.pdf", page, routes, routerHref)).toBe(`${ORIGIN}/brochure.pdf`);
    expect(exportHref("https://example.org/x", page, routes, routerHref)).toBe("https://example.org/x");
    expect(exportHref("#top", page, routes, routerHref)).toBeNull();
    expect(exportHref("mailto:a@b.c", page, routes, routerHref)).toBeNull();
  });

  it("are rewritten on <a> and <area> only", () => {
    const { nodes } = parseLayout({ html: '<a href="about.html">A</a><link-ish href="about.html"></link-ish><a href="x.html">X</a>', css: "" });
    expect(printMarkup(rewriteLinks(nodes, `${ORIGIN}/`, routes, staticHref("/")))).toBe(
      `<a href="about/index.html">A</a><link-ish href="about.html"></link-ish><a href="${ORIGIN}/x.html">X</a>`,
    );
  });
});
