import { describe, expect, it } from "vitest";
import postcss from "postcss";
import { sanitizeStylesheet } from "./stylesheet-policy.ts";

describe("stylesheet policy", () => {
  it("removes declarations and at-rules that can run code and keeps the rest", () => {
    const root = postcss.parse(`a{color:red;width:expression(alert(1));background:url("java\\73 cript:x")} @import "javascript:x"; b{-moz-binding:url(x.xml#y);content:"</style>"}`);
    // postcss itself writes `<` in strings as the CSS escape `\3c `.
    expect(sanitizeStylesheet(root).toString()).toBe(`a{color:red} b{content:"\\3c /style>"}`);
  });
});
