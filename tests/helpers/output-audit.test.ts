import { describe, expect, it } from "vitest";
import { staticSelector, styleRules } from "./output-audit.ts";

describe("output audit selectors", () => {
  it("drops state pseudo-classes, pseudo-elements and what describes a pseudo-element", () => {
    expect(staticSelector("a:hover::after")).toBe("a");
    expect(staticSelector(".x::-webkit-scrollbar-thumb:horizontal")).toBe(".x");
    expect(staticSelector("li:first-child")).toBe("li:first-child");
  });

  it("writes nested rules out against their parents", () => {
    const rules = styleRules(`.nav { color: red; & > li { float: none; } .item, &.open { margin: 0; } }`);
    expect(rules.map((r) => r.candidates)).toEqual([[".nav"], [":is(.nav) > li"], [":is(.nav) .item", ":is(.nav).open"]]);
  });
});
