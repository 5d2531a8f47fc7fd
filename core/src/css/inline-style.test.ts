import { describe, expect, it } from "vitest";
import { parseInlineDeclarations, parseInlineStyle, serializeInlineStyle, withStyleProperty } from "./inline-style.ts";

describe("inline style text", () => {
  it("keeps semicolons inside urls, quotes and comments out of the split", () => {
    expect(parseInlineDeclarations(`background: url(data:image/png;base64,AA==); content: "a;b"; /* x;y */ COLOR: Red !important; --My-Var: 1`)).toEqual([
      { property: "background", value: "url(data:image/png;base64,AA==)", important: false },
      { property: "content", value: `"a;b"`, important: false },
      { property: "color", value: "Red", important: true },
      { property: "--My-Var", value: "1", important: false },
    ]);
  });

  it("skips broken declarations and lets a later one win", () => {
    const map = parseInlineStyle(`color: red; : x; margin; a b: 1; color: blue; padding:`);
    expect([...map]).toEqual([["color", "blue"]]);
  });

  it("round-trips through the map and edits one property", () => {
    const style = `color: red !important; margin: 0`;
    expect(serializeInlineStyle(parseInlineStyle(style))).toBe(style);
    expect(withStyleProperty(style, "fontSize", "12px")).toBe(`color: red !important; margin: 0; font-size: 12px`);
    expect(withStyleProperty(style, "margin", "")).toBe(`color: red !important`);
    expect(withStyleProperty(undefined, "color", "red; background: url(javascript:alert(1))")).toBe(`color: red background: url(alert(1))`);
  });
});
