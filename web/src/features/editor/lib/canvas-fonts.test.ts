import { describe, expect, it } from "vitest";
import { layoutFontPath } from "@layoutlift/core/contract/layout-fonts";
import { fontFaceUrls, proxiedFontFaces } from "./canvas-fonts";

const proxied = (url: string) => layoutFontPath("L1", url);

describe("proxiedFontFaces", () => {
  it("loads each @font-face through LayoutLift first and from the site second, keeping the other descriptors", () => {
    const css = [
      "body { font-family: Brand, sans-serif; }",
      `@font-face { font-family: "Brand"; font-weight: 700; src: url("https://site.example/fonts/brand-700.woff2") format("woff2"), url(https://site.example/fonts/brand-700.woff) format("woff"); font-display: swap; }`,
      "@font-face { font-family: Local; src: local(Arial); }",
      "@font-face{font-family:Data;src:url(data:font/woff2;base64,AAAA)}",
    ].join("\n");
    expect(proxiedFontFaces(css, proxied)).toBe(
      `@font-face { font-family: "Brand"; font-weight: 700; src: ` +
        `url("/api/layouts/L1/font?url=https%3A%2F%2Fsite.example%2Ffonts%2Fbrand-700.woff2") format("woff2"), url("/api/layouts/L1/font?url=https%3A%2F%2Fsite.example%2Ffonts%2Fbrand-700.woff") format("woff"), ` +
        `url("https://site.example/fonts/brand-700.woff2") format("woff2"), url(https://site.example/fonts/brand-700.woff) format("woff"); font-display: swap; }`,
    );
  });

  it("is empty for a stylesheet without remote fonts", () => {
    expect(proxiedFontFaces(".a { color: red; }", proxied)).toBe("");
    expect(proxiedFontFaces("@font-face { font-family: X; src: local(X); }", proxied)).toBe("");
  });
});

describe("fontFaceUrls", () => {
  it("lists each absolute font file the @font-face rules load once, nothing from other rules", () => {
    const css = [
      `.hero { background: url("https://site.example/bg.png"); }`,
      `@font-face { font-family: A; src: url("https://site.example/a.woff2") format("woff2"), url(https://site.example/a.woff) format("woff"); }`,
      `@font-face { font-family: A; font-weight: 700; src: url('https://site.example/a.woff2'); }`,
      "@font-face { font-family: L; src: local(Arial), url(fonts/relative.woff2); }",
    ].join("\n");
    expect(fontFaceUrls(css)).toEqual(["https://site.example/a.woff2", "https://site.example/a.woff"]);
    expect(fontFaceUrls("body { color: red }")).toEqual([]);
  });
});
