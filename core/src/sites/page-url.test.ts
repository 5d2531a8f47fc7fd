import { describe, expect, it } from "vitest";
import { crawlKey, normalizePageUrl, pageRoute, uniqueRoutes } from "./page-url.ts";

describe("site page URLs", () => {
  it("drops fragments and trackers, resolves relative links and treats index.html as its folder", () => {
    const base = "http://127.0.0.1:4000/blog/";
    expect(normalizePageUrl("post.html?utm_source=x&id=3#top", base)).toBe("http://127.0.0.1:4000/blog/post.html?id=3");
    expect(normalizePageUrl("../index.html", base)).toBe("http://127.0.0.1:4000/");
    expect(normalizePageUrl("mailto:a@b.c", base)).toBeNull();
    expect(normalizePageUrl("javascript:void(0)", base)).toBeNull();
    expect(normalizePageUrl("http://[bad", base)).toBeNull();
  });

  it("counts a path once whatever its query, and ignores a trailing slash", () => {
    expect(crawlKey("http://127.0.0.1:4000/about/?tab=2")).toBe(crawlKey("http://127.0.0.1:4000/about?tab=1"));
    expect(crawlKey("http://127.0.0.1:4000/")).toBe("http://127.0.0.1:4000/");
  });

  it("gives every page a route a router and a file system accept, unique within the site", () => {
    expect(pageRoute("http://127.0.0.1:4000/")).toBe("/");
    expect(pageRoute("http://127.0.0.1:4000/About%20Us.html")).toBe("/about-us");
    expect(pageRoute("http://127.0.0.1:4000/blog/First-Post/")).toBe("/blog/first-post");
    expect(uniqueRoutes(["http://h/a.html", "http://h/a.htm", "http://h/"])).toEqual(["/a", "/a-2", "/"]);
  });

  it("never names a folder or file after a Windows device, a file the export writes or a folder frameworks skip", () => {
    const route = (path: string) => pageRoute(`http://127.0.0.1:4000${path}`);
    expect(["/con", "/AUX", "/aux.txt", "/docs/nul", "/Com1.json", "/lpt9/x"].map(route)).toEqual(["/con-page", "/aux-page", "/aux-txt", "/docs/nul-page", "/com1-json", "/lpt9-page/x"]);
    expect(["/site.css", "/site.json", "/behaviours.js", "/_private", "/a--b", "/index", "/blog/index"].map(route)).toEqual(["/site-css", "/site-json", "/behaviours-js", "/private", "/a-b", "/index-page", "/blog/index"]);
    expect(route("/%2e%2e/%2e/x")).toBe("/x");
  });
});
