import { describe, expect, it } from "vitest";
import { chromeSerialized, precisionMap, restorePrecision } from "./number-precision.ts";

describe("number precision", () => {
  it("spells numbers the way Chrome's CSSOM does", () => {
    expect(chromeSerialized(1.42857143)).toBe("1.42857");
    expect(chromeSerialized(33.33333333)).toBe("33.3333");
    expect(chromeSerialized(0.6666666667)).toBe("0.666667");
    expect(chromeSerialized(12.5)).toBe("12.5");
  });

  it("puts the source's full numbers back into CSSOM text", () => {
    const map = precisionMap([`p{line-height:1.42857143}.col-4{width:33.33333333%}.x{opacity:.6666666667}.y{top:1.5px}`]);
    const cssom = `p { line-height: 1.42857; } .col-4 { width: 33.3333%; } .x { opacity: 0.666667; } .y { top: 1.5px; margin: -1.42857em; }`;
    expect(restorePrecision(cssom, map)).toBe(
      `p { line-height: 1.42857143; } .col-4 { width: 33.33333333%; } .x { opacity: 0.6666666667; } .y { top: 1.5px; margin: -1.42857143em; }`,
    );
  });

  it("leaves numbers alone that the source wrote with six digits or fewer, and class names with digits", () => {
    const map = precisionMap([`.a{width:1.42857px}.b{height:2.123456789px}`]);
    expect(map.size).toBe(1);
    expect(restorePrecision(`.a { width: 1.42857px; } .v1\\.42857 { x: 2.12346px; }`, map)).toBe(`.a { width: 1.42857px; } .v1\\.42857 { x: 2.123456789px; }`);
  });
});
