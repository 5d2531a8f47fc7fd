import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { dropVendorDuplicatesIn } from "./vendor-duplicates.ts";

const clean = (css: string) => {
  const root = postcss.parse(css);
  dropVendorDuplicatesIn(root);
  return root.toString().replace(/\s+/g, " ").trim();
};

describe("vendor-duplicates", () => {
  it("drops prefixed twins the standard declaration decides", () => {
    expect(clean(`html { -webkit-text-size-adjust: 100%; -moz-tab-size: 4; tab-size: 4; }`)).toBe(`html { -webkit-text-size-adjust: 100%; tab-size: 4; }`);
    expect(clean(`.a { display: -webkit-box; display: -ms-flexbox; display: flex; }`)).toBe(`.a { display: flex; }`);
    expect(clean(`.u { text-decoration-line: none; -webkit-text-decoration-line: none; }`)).toBe(`.u { text-decoration-line: none; }`);
  });

  it("keeps a prefixed declaration that wins over its standard twin, and lone prefixed properties", () => {
    expect(clean(`.b { background-clip: border-box; -webkit-background-clip: text; }`)).toBe(`.b { background-clip: border-box; -webkit-background-clip: text; }`);
    expect(clean(`.c { -webkit-line-clamp: 3; -webkit-box-orient: vertical; display: -webkit-box; }`)).toBe(`.c { -webkit-line-clamp: 3; -webkit-box-orient: vertical; display: -webkit-box; }`);
  });
});
