import { describe, expect, it } from "vitest";
import { isSafeUrl, normalizeUrl, urlScheme } from "./url-schemes.ts";

describe("URL schemes after the URL parser's clean-up", () => {
  // Every spelling a browser reads as javascript: (values are entity-decoded by the HTML parser already).
  const SCRIPT_URLS = [
    "javascript:alert(1)", " javascript:alert(1)", "\u0001javascript:alert(1)", "JaVaScRiPt:alert(1)", " java\tscript:alert(1)",
    "java\nscript:alert(1)", "java\rscript:alert(1)", "\t\n javascript:alert(1) \u0000", "vbscript:msgbox(1)", "jav\tascript\n:alert(1)",
  ];

  it("reads the scheme as a browser would", () => {
    for (const url of SCRIPT_URLS.slice(0, 8)) expect(urlScheme(url), JSON.stringify(url)).toBe("javascript");
    expect(urlScheme("#top")).toBeNull();
    expect(urlScheme("/a:b")).toBeNull();
    expect(urlScheme("//cdn.example/x.png")).toBeNull();
    expect(urlScheme("HTTPS://example.com")).toBe("https");
  });

  it("refuses script URLs in every spelling, for every use", () => {
    for (const url of SCRIPT_URLS) for (const use of ["navigation", "image", "media", "reference"] as const) expect(isSafeUrl(url, use), `${use} ${JSON.stringify(url)}`).toBe(false);
  });

  it("allows web, mail and phone links, relative references, and inline images only where images load", () => {
    for (const url of ["https://example.com", "http://a/b", "mailto:a@b.c", "tel:+1555", "#x", "page.html", "?q=1", "//host/p"]) expect(isSafeUrl(url, "navigation"), url).toBe(true);
    expect(isSafeUrl("data:image/png;base64,AAAA", "image")).toBe(true);
    expect(isSafeUrl("data:image/svg+xml,<svg/>", "image")).toBe(true);
    expect(isSafeUrl("data:image/png;base64,AAAA", "navigation")).toBe(false);
    expect(isSafeUrl("data:text/html,<script>alert(1)</script>", "image")).toBe(false);
    expect(isSafeUrl("da\tta:text/html,x", "navigation")).toBe(false);
    expect(isSafeUrl("blob:https://x/1", "image")).toBe(false);
    expect(isSafeUrl("mailto:a@b.c", "image")).toBe(false);
  });

  it("normalizes what stays to what the browser reads", () => {
    expect(normalizeUrl("  HTTPS://exa\tmple.com/a\nb ")).toBe("https://example.com/ab");
    expect(normalizeUrl("#top")).toBe("#top");
  });
});
