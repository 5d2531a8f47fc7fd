import { describe, expect, it } from "vitest";
import { animatesPlainAttribute, elementVerdict } from "./element-policy.ts";
import { childNamespace, isValidNesting } from "./namespace-nesting.ts";

const verdict = (tag: string, ns: "html" | "svg" | "math" = "html", extra: Partial<Parameters<typeof elementVerdict>[0]> = {}) =>
  elementVerdict({ tag, ns, parent: ns === "html" ? null : { tag: ns, ns }, insideForm: false, ...extra });

describe("element verdicts", () => {
  it("drops active content and content no browser shows", () => {
    for (const tag of ["script", "noscript", "iframe", "object", "embed", "meta", "link", "base", "title", "noembed", "noframes", "frameset"]) expect(verdict(tag), tag).toEqual({ action: "drop" });
    expect(verdict("script", "svg")).toEqual({ action: "drop" });
    expect(verdict("foreignObject", "svg")).toEqual({ action: "drop" });
  });

  it("renames what shows its content under a name that may not stay", () => {
    expect(verdict("x<?=system('id');__halt_compiler();")).toEqual({ action: "rename", tag: "span" });
    expect(verdict("w{...(expr,{})}")).toEqual({ action: "rename", tag: "span" });
    expect(verdict("foo")).toEqual({ action: "rename", tag: "span" });
    expect(verdict("xmp")).toEqual({ action: "rename", tag: "pre" });
    expect(verdict("plaintext")).toEqual({ action: "rename", tag: "pre" });
    expect(verdict("mblah", "math")).toEqual({ action: "rename", tag: "mrow" });
    expect(verdict("semantics", "math")).toEqual({ action: "unwrap" });
    expect(verdict("annotation-xml", "math")).toEqual({ action: "drop" });
  });

  it("unwraps a form nested in a form, which only mis-nesting produces", () => {
    expect(verdict("form", "html", { insideForm: true })).toEqual({ action: "unwrap" });
    expect(verdict("form")).toEqual({ action: "keep" });
  });

  it("keeps SVG animation only when it animates a presentation attribute", () => {
    expect(verdict("set", "svg", { attributeName: "href" })).toEqual({ action: "drop" });
    expect(verdict("animate", "svg", { attributeName: "xlink:href" })).toEqual({ action: "drop" });
    expect(verdict("animate", "svg", { attributeName: "HREF" })).toEqual({ action: "drop" });
    expect(verdict("set", "svg")).toEqual({ action: "drop" });
    expect(verdict("animate", "svg", { attributeName: "opacity" })).toEqual({ action: "keep" });
    expect(animatesPlainAttribute("animateTransform", "transform")).toBe(true);
    expect(animatesPlainAttribute("animateMotion", undefined)).toBe(true);
    expect(animatesPlainAttribute("animate", "onbegin")).toBe(false);
  });

  it("accepts only the namespace changes an HTML parser makes", () => {
    expect(isValidNesting("svg", "svg", null)).toBe(true);
    expect(isValidNesting("path", "svg", null)).toBe(false);
    expect(isValidNesting("p", "html", { tag: "svg", ns: "svg" })).toBe(false);
    expect(isValidNesting("p", "html", { tag: "mtext", ns: "math" })).toBe(true);
    expect(isValidNesting("mglyph", "math", { tag: "mtext", ns: "math" })).toBe(true);
    expect(isValidNesting("style", "html", { tag: "mglyph", ns: "math" })).toBe(false);
    expect(isValidNesting("circle", "html", null)).toBe(false);
    expect(isValidNesting("a", "html", null)).toBe(true);
  });

  it("tells the namespace of a tag from its parent, for trees that keep none", () => {
    expect(childNamespace(null, "svg")).toBe("svg");
    expect(childNamespace({ tag: "svg", ns: "svg" }, "a")).toBe("svg");
    expect(childNamespace({ tag: "div", ns: "html" }, "a")).toBe("html");
    expect(childNamespace({ tag: "mtext", ns: "math" }, "b")).toBe("html");
    expect(childNamespace({ tag: "mtext", ns: "math" }, "mglyph")).toBe("math");
    expect(childNamespace({ tag: "mrow", ns: "math" }, "mi")).toBe("math");
  });
});
