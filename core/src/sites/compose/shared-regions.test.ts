import { describe, expect, it } from "vitest";
import { parseLayout } from "../../export/model/layout-tree.ts";
import type { LayoutElement } from "../../export/model/layout-nodes.ts";
import { findSharedRegions, matchRegion, regionRole } from "./shared-regions.ts";

const ORIGIN = "http://site.test";
const element = (html: string, url = `${ORIGIN}/`) => ({ el: parseLayout({ html, css: "" }).nodes.find((n) => n.type === "element") as LayoutElement, url });
const nav = (active: string | null, extra = "") =>
  `<nav class="menu"><a class="brand" href="/">Brand</a>${["/", "/about", "/blog"]
    .map((href) => `<a class="link${href === active ? " active" : ""}"${href === active ? ' aria-current="page"' : ""} href="${href === "/" ? "index.html" : href.slice(1) + ".html"}">${href}</a>`)
    .join("")}${extra}</nav>`;
const keys = new Map([[`${ORIGIN}/`, "home"], [`${ORIGIN}/about`, "about"], [`${ORIGIN}/blog`, "blog"]]);
const keyOf = (url: string) => keys.get(url.replace(/\.html$/, "").replace(/\/index$/, "/")) ?? null;
const match = (regions: { el: LayoutElement; url: string }[]) => matchRegion(regions.map((r) => r.el), regions.map((r) => r.url), keyOf);

describe("shared regions of a site", () => {
  it("are one component when the markup is the same on every page after whitespace normalisation", () => {
    const a = element(`<footer class="f"><p>© 2026   Harbor</p>\n  <a href="about.html">About</a></footer>`);
    const b = element(`<footer class="f">\n<p>© 2026 Harbor</p><a href="/about.html">About</a></footer>`, `${ORIGIN}/blog/post.html`);
    expect(match([a, b])).toMatchObject({ kind: "identical" });
  });

  it("keep a difference only in the active link as the `active` prop, bound on each marked element", () => {
    const result = match([element(nav("/")), element(nav("/about"), `${ORIGIN}/about.html`), element(nav("/blog"), `${ORIGIN}/blog.html`)]);
    expect(result?.kind).toBe("active");
    if (result?.kind !== "active") return;
    expect(result.activeByPage).toEqual(["home", "about", "blog"]);
    const about = (result.template.children as LayoutElement[])[2];
    expect(about.attrs.find((a) => a.name === "class")?.prop).toBe("active === 'about' ? 'link active' : 'link'");
    expect(about.attrs.find((a) => a.name === "aria-current")?.prop).toBe("active === 'about' ? 'page' : undefined");
    // The brand link never changes: it stays plain markup.
    expect((result.template.children[0] as LayoutElement).attrs.every((a) => !a.prop)).toBe(true);
  });

  it("are not shared when they differ otherwise, or the active marking is not one link per page", () => {
    expect(match([element(nav("/")), element(nav("/about", "<span>Sale!</span>"), `${ORIGIN}/about.html`)])).toBeNull();
    expect(match([element(`<footer><p>© 2026</p></footer>`), element(`<footer><p>© 2025</p></footer>`)])).toBeNull();
    const twoActive = nav("/").replace('class="link" href="blog.html"', 'class="link active" href="blog.html"');
    expect(match([element(twoActive), element(nav("/about"), `${ORIGIN}/about.html`)])).toBeNull();
  });

  it("are found at the start and end of every page, named from their role, the page content left out", () => {
    const page = (active: string, main: string) => parseLayout({ html: `<header>${nav(active)}</header><main>${main}</main><footer><p>f</p></footer>`, css: "" }).nodes;
    const pages = [
      { url: `${ORIGIN}/`, nodes: page("/", "<h1>Home</h1>") },
      { url: `${ORIGIN}/about.html`, nodes: page("/about", "<h1>About</h1>") },
    ];
    const regions = findSharedRegions(pages, new Map([[`${ORIGIN}/`, "home"], [`${ORIGIN}/about.html`, "about"]]));
    expect(regions.map((r) => [r.name, r.placement, r.hasActive, r.activeByPage])).toEqual([
      ["SiteHeader", "start", true, ["home", "about"]],
      ["SiteFooter", "end", false, [null, null]],
    ]);
    expect(regionRole(element('<div class="sidebar"></div>').el)).toBe("Sidebar");
    expect(regionRole(element('<aside></aside>').el)).toBe("Sidebar");
    expect(regionRole(element("<main></main>").el)).toBeNull();
  });
});
