import { describe, expect, it } from "vitest";
import { buildDocument } from "./document.ts";

describe("buildDocument", () => {
  it("wraps the fragment in a complete document with inline CSS", () => {
    const doc = buildDocument({ html: "<p>Hi</p>", css: "p { color: red; }", title: "A & <B>", lang: "en" });
    expect(doc.startsWith("<!DOCTYPE html>\n<html lang=\"en\">")).toBe(true);
    expect(doc).toContain("<title>A &amp; &lt;B&gt;</title>");
    expect(doc).toContain("<style>\np { color: red; }\n</style>");
    expect(doc).toContain("<body>\n<p>Hi</p>\n</body>");
  });

  it("links the stylesheet instead when asked and never lets CSS close its style element", () => {
    expect(buildDocument({ html: "", css: "x" }, { stylesheetHref: "styles.css" })).toContain('<link rel="stylesheet" href="styles.css">');
    expect(buildDocument({ html: "", css: "a{}</style><script>" })).not.toContain("</style><script>");
    expect(buildDocument({ html: "", css: "", lang: '"><script>' })).toContain("<html>");
  });
});
