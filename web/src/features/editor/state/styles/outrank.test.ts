import { describe, expect, it } from "vitest";
import { ruleTarget, withClassOnSubject } from "./outrank";

describe("withClassOnSubject", () => {
  it("adds the class to the subject compound, before pseudo-classes", () => {
    expect(withClassOnSubject("header.masthead .site-heading h1", "title-3")).toBe("header.masthead .site-heading h1.title-3");
    expect(withClassOnSubject(".nav > a:hover", "link")).toBe(".nav > a.link:hover");
    expect(withClassOnSubject("#main   .card", "own")).toBe("#main   .card.own");
    expect(withClassOnSubject("nav :first-child", "x")).toBe("nav .x:first-child");
  });
  it("keeps a selector that already names the class, and refuses pseudo-elements and lists", () => {
    expect(withClassOnSubject("header h1.title-3", "title-3")).toBe("header h1.title-3");
    expect(withClassOnSubject("h1::before", "t")).toBeNull();
    expect(withClassOnSubject("h1, h2", "t")).toBeNull();
  });
  it("escapes class names a selector must escape", () => {
    expect(withClassOnSubject(".grid div", "md:w-1/2")).toBe(".grid div.md\\:w-1\\/2");
  });
});

describe("ruleTarget", () => {
  const own = ".title-3";
  it("writes the class rule when nothing sets the property, the class rule wins, or the winner is weaker", () => {
    expect(ruleTarget(own, "title-3", null)).toEqual({ selector: own, media: null, important: false, outranks: null });
    expect(ruleTarget(own, "title-3", { selector: ".title-3", media: null, important: false }).outranks).toBeNull();
    expect(ruleTarget(own, "title-3", { selector: "h1", media: "(min-width: 992px)", important: false }).selector).toBe(own);
  });
  it("outranks a more specific or equally specific rule in its own @media block", () => {
    expect(ruleTarget(own, "title-3", { selector: "header.masthead .site-heading h1", media: "(min-width: 992px)", important: false })).toEqual({
      selector: "header.masthead .site-heading h1.title-3",
      media: "(min-width: 992px)",
      important: false,
      outranks: "header.masthead .site-heading h1",
    });
    expect(ruleTarget(own, "title-3", { selector: ".hero-title", media: null, important: false }).selector).toBe(".hero-title.title-3");
  });
  it("answers !important with !important, and keeps editing a rule it raised before", () => {
    expect(ruleTarget(own, "title-3", { selector: "h1", media: null, important: true })).toMatchObject({ selector: "h1.title-3", important: true });
    expect(ruleTarget(own, "title-3", { selector: "header h1.title-3", media: "(min-width: 992px)", important: false })).toEqual({
      selector: "header h1.title-3",
      media: "(min-width: 992px)",
      important: false,
      outranks: null,
    });
  });
});
