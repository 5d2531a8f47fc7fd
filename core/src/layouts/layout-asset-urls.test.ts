import { describe, expect, it } from "vitest";
import { layoutAssetUrls, normalizeAssetUrl } from "./layout-asset-urls.ts";

describe("layoutAssetUrls", () => {
  const html = `<main>
    <img src="https://cdn.example/hero.png" srcset="https://cdn.example/hero@2x.png 2x, /img/hero@3x.png 3x" alt="">
    <picture><source srcset="https://cdn.example/wide.webp"><img src="img/narrow.jpg"></picture>
    <div style="background-image: url('https://cdn.example/inline-bg.jpg')"></div>
    <a href="https://elsewhere.example/page.png">a link, not an image</a>
    <p>https://cdn.example/in-text.png</p>
    <img src="data:image/png;base64,iVBORw0KGgo=">
    <img src="javascript:alert(1)">
  </main>`;
  const css = `.hero { background: url(https://cdn.example/bg.png) } @font-face { src: url("/fonts/a.woff2") }`;
  const urls = layoutAssetUrls({ html, css, baseUrl: "https://site.example/blog/post" });

  it("lists what the layout loads, relative addresses resolved against its page", () => {
    expect([...urls].sort()).toEqual(
      [
        "https://cdn.example/bg.png",
        "https://cdn.example/hero.png",
        "https://cdn.example/hero@2x.png",
        "https://cdn.example/inline-bg.jpg",
        "https://cdn.example/wide.webp",
        "https://site.example/blog/img/narrow.jpg",
        "https://site.example/fonts/a.woff2",
        "https://site.example/img/hero@3x.png",
      ].sort(),
    );
  });

  it("leaves out links, text that happens to be a URL, data: and script URLs", () => {
    expect(urls.has("https://elsewhere.example/page.png")).toBe(false);
    expect(urls.has("https://cdn.example/in-text.png")).toBe(false);
    expect([...urls].some((u) => !u.startsWith("https://"))).toBe(false);
  });

  it("still finds the markup's images when the stylesheet cannot be read", () => {
    const broken = layoutAssetUrls({ html: '<img src="https://cdn.example/a.png">', css: ".a { color: red" + " } }} {{ @", baseUrl: undefined });
    expect([...broken]).toContain("https://cdn.example/a.png");
  });

});

describe("normalizeAssetUrl", () => {
  it("spells absolute http(s) URLs the way the layout's set does, and refuses the rest", () => {
    expect(normalizeAssetUrl("HTTPS://CDN.Example:443/a b.png")).toBe("https://cdn.example/a%20b.png");
    expect(normalizeAssetUrl("/relative.png")).toBeNull();
    expect(normalizeAssetUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(normalizeAssetUrl("file:///etc/passwd")).toBeNull();
  });
});
