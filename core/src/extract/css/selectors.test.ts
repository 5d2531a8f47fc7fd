import { describe, expect, it } from "vitest";
import { matchableSelector, specificity, splitSelectorList, renameClassesInSelector } from "./selectors.ts";

describe("selectors", () => {
  it("strips interaction pseudo-classes and pseudo-elements for matching", () => {
    expect(matchableSelector("a.btn:hover::after")).toBe("a.btn");
    expect(matchableSelector(".menu > :focus-visible")).toBe(".menu > *");
    expect(matchableSelector("li:not(:hover) .x")).toBe("li .x");
    expect(matchableSelector("li:first-child")).toBe("li:first-child");
  });

  it("computes specificity per Selectors 4", () => {
    expect(specificity("header.masthead")).toEqual([0, 1, 1]);
    expect(specificity("#a .b:hover::before")).toEqual([1, 2, 1]);
    expect(specificity(":is(#a, .b) :where(#c) p")).toEqual([1, 0, 1]);
  });

  it("splits lists and renames classes", () => {
    expect(splitSelectorList('a, [data-x="1,2"], b:is(.c, .d)')).toEqual(["a", '[data-x="1,2"]', "b:is(.c, .d)"]);
    expect(renameClassesInSelector(".css-1ab2c3 > .keep:hover", (n) => (n === "css-1ab2c3" ? "hero" : undefined))).toBe(".hero > .keep:hover");
  });
});
