import { describe, expect, it } from "vitest";
import { cssForDangerCheck, isDangerousCss, sanitizeInlineStyle } from "./css-dangers.ts";

describe("CSS that can run code", () => {
  it("catches the known vectors through comments, escapes, case and whitespace", () => {
    for (const css of [
      "width: expression(alert(1))", "width: EXPRESSION (alert(1))", "width: exp/**/ression(alert(1))", "width: expr\\65 ssion(alert(1))",
      "background: url(javascript:alert(1))", "background: url('java\\73 cript:alert(1)')", "background:url(java\tscript:x)",
      "behavior: url(x.htc)", "-moz-binding: url(x.xml#a)", "background: url(vbscript:x)",
    ]) expect(isDangerousCss(css), css).toBe(true);
    for (const css of ["color: red", "background: url(https://x/a.png)", 'content: "</style>"', "font-family: Behavior Sans"]) expect(isDangerousCss(css), css).toBe(false);
  });

  it("answers the same on the fast path (no escapes or comments) as after full decoding", () => {
    const pieces = ["java", "script", ":", "JaVa", "SCRIPT", "\t", " ", "\u00a0", "\u200b", "\n", "expr", "ession", "(", "behav", "ior", "-moz-", "binding", "url(", ")", "a", ";", "vb"];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
    for (let n = 0; n < 3000; n++) {
      const css = Array.from({ length: 2 + (n % 9) }, () => pieces[next()]).join("");
      const slow = ["expression(", "javascript:", "vbscript:", "livescript:", "behavior:", "behaviour:", "-moz-binding", "-ms-behavior"].some((d) => cssForDangerCheck(css).includes(d));
      expect(isDangerousCss(css), JSON.stringify(css)).toBe(slow);
    }
  });

  it("drops only the dangerous declarations of a style attribute", () => {
    expect(sanitizeInlineStyle("color: red")).toBe("color: red");
    expect(sanitizeInlineStyle("color: red; width: expression(alert(1)); margin: 0 !important")).toBe("color: red; margin: 0 !important");
    expect(sanitizeInlineStyle("background: url(javascript:alert(1))")).toBeNull();
  });
});
