import { describe, expect, it } from "vitest";
import { sanitizeUrlValue, urlUse } from "./url-attributes.ts";

const a = { tag: "a", ns: "html" as const };
const img = { tag: "img", ns: "html" as const };

describe("URL attributes", () => {
  it("knows what each URL is used for", () => {
    expect(urlUse(a, "href")).toBe("navigation");
    expect(urlUse(img, "src")).toBe("image");
    expect(urlUse({ tag: "video", ns: "html" }, "src")).toBe("media");
    expect(urlUse({ tag: "image", ns: "svg" }, "xlink:href")).toBe("image");
    expect(urlUse({ tag: "use", ns: "svg" }, "href")).toBe("reference");
    expect(urlUse({ tag: "a", ns: "svg" }, "href")).toBe("navigation");
  });

  it("drops unsafe single URLs and normalizes safe ones", () => {
    expect(sanitizeUrlValue(a, "href", " java\tscript:alert(1)")).toBeNull();
    expect(sanitizeUrlValue(a, "href", " https://example.com/\n")).toBe("https://example.com/");
    expect(sanitizeUrlValue({ tag: "form", ns: "html" }, "action", "javascript:x")).toBeNull();
    expect(sanitizeUrlValue({ tag: "button", ns: "html" }, "formaction", "JAVASCRIPT:x")).toBeNull();
    expect(sanitizeUrlValue({ tag: "use", ns: "svg" }, "href", "data:image/svg+xml,<svg/>")).toBeNull();
    expect(sanitizeUrlValue(img, "src", "data:image/gif;base64,R0lG")).toBe("data:image/gif;base64,R0lG");
    expect(sanitizeUrlValue({ tag: "blockquote", ns: "html" }, "cite", "vbscript:x")).toBeNull();
  });

  it("keeps the safe candidates of a srcset and the safe URLs of a ping list", () => {
    expect(sanitizeUrlValue(img, "srcset", "a.png 1x, b.png 2x")).toBe("a.png 1x, b.png 2x");
    expect(sanitizeUrlValue(img, "srcset", "a.png 1x, javascript:alert(1) 2x")).toBe("a.png 1x");
    expect(sanitizeUrlValue(img, "srcset", "javascript:alert(1) 2x")).toBeNull();
    expect(sanitizeUrlValue(a, "ping", "https://t.example/p javascript:x")).toBe("https://t.example/p");
  });

  it("leaves other attributes alone", () => {
    expect(sanitizeUrlValue(a, "title", "javascript:is a word")).toBe("javascript:is a word");
  });
});
