import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import type { SitePageSource } from "../site-page-source.ts";
import { exportSite, staticSiteExport } from "./export-site.ts";

const ORIGIN = "http://site.test";
const nav = (active: string) =>
  `<header class="top"><nav><a class="brand" href="${ORIGIN}/">Brand</a>${[["/", "Home"], ["/about.html", "About"]]
    .map(([href, text]) => `<a class="link${href === active ? " active" : ""}" href="${ORIGIN}${href}">${text}</a>`)
    .join("")}</nav></header>`;
const footer = `<footer class="bottom"><a href="https://example.org/guide">Guide</a></footer>`;
const pages: SitePageSource[] = [
  { url: `${ORIGIN}/`, route: "/", title: "Home", html: `${nav("/")}<main><h1 class="title">Home</h1><a href="${ORIGIN}/about.html?x=1#team">Team</a></main>${footer}`, css: ".top { color: red } .title { font-size: 2rem }" },
  { url: `${ORIGIN}/about.html`, route: "/about", title: "About", html: `${nav("/about.html")}<main><h1 class="title">About</h1></main>${footer}`, css: ".top { color: red } .title { font-size: 3rem }" },
];

describe("site exports", () => {
  it("write the static site with relative links, a stylesheet per page and site.json", async () => {
    const files = await staticSiteExport(pages);
    expect(Object.keys(files).sort()).toEqual(["site/about/index.html", "site/about/page.css", "site/index.html", "site/page.css", "site/site.css", "site/site.json"]);
    expect(files["site/index.html"]).toContain('<a href="about/index.html#team">Team</a>');
    expect(files["site/about/index.html"]).toContain('<a class="link active" href="../about/index.html">About</a>');
    expect(files["site/about/index.html"]).toContain('<link rel="stylesheet" href="../site.css">');
    expect(String(files["site/site.css"])).toContain(".top");
    expect(String(files["site/page.css"])).toContain("2rem");
    expect(String(files["site/about/page.css"])).toContain("3rem");
    expect(JSON.parse(String(files["site/site.json"]))).toEqual({
      pages: [{ url: `${ORIGIN}/`, route: "/", file: "index.html" }, { url: `${ORIGIN}/about.html`, route: "/about", file: "about/index.html" }],
    });
  });

  it("put the shared header in one file per project and one embed per page in one zip", async () => {
    const zip = unzipSync((await exportSite("zip", pages)).body);
    for (const folder of ["react/", "vue/", "nextjs/"]) {
      const holders = Object.keys(zip).filter((p) => p.startsWith(folder) && !p.endsWith(".css") && strFromU8(zip[p]).includes('"brand"'));
      expect(holders, folder).toHaveLength(1);
    }
    expect(strFromU8(zip["react/src/components/SiteHeader.jsx"])).toContain("className={active === 'about' ? 'link active' : 'link'}");
    expect(strFromU8(zip["vue/src/components/SiteHeader.vue"])).toContain(`:class="active === 'about' ? 'link active' : 'link'"`);
    expect(strFromU8(zip["nextjs/app/about/page.tsx"])).toContain("export default function AboutPage()");
    expect(strFromU8(zip["react/src/pages/HomePage.jsx"])).toContain("<Link to={'/about#team'}>Team</Link>");
    expect(Object.keys(zip).filter((p) => /^(wix|squarespace)\//.test(p)).sort()).toEqual(["squarespace/about.html", "squarespace/index.html", "wix/about.html", "wix/index.html"]);
    expect(strFromU8(zip["README.md"])).toContain("`nextjs/`");
  });

  it("refuse a format without a site form", async () => {
    await expect(exportSite("svelte", pages)).rejects.toMatchObject({ status: 400 });
  });
});
