import { describe, expect, it } from "vitest";
import { staysInItsDeclaration } from "./value-tokens.ts";

describe("values that stay in their declaration", () => {
  it("keeps ordinary values, quoted and escaped data: URLs and functions", () => {
    for (const value of [
      "1px solid #ccc",
      `url("data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg'%3e%3c/svg%3e") center / 40px no-repeat`,
      "url( data:image/png;base64,iVBORw0KGgo= )",
      `url('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#f80"/></svg>')`,
      "calc(100% - var(--gap, 1rem))",
      `"a\\"b" 'c\\\nd'`,
      "linear-gradient(to right, rgba(0,0,0,.5), transparent) /* a comment */",
    ]) expect(staysInItsDeclaration(value), value).toBe(true);
  });

  it("drops bad strings, bad urls and brackets that do not close, as the browser drops the declaration", () => {
    for (const value of [
      `url('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg">\n<rect/></svg>')`,
      "url(data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'></svg>)",
      "url(data:image/svg+xml;utf8,<svg><rect/></svg> x)",
      "url(a(b).png)",
      "calc(100% - 2px",
      "red /* unterminated",
      `"unterminated`,
      "red; color: blue",
      "rgb(0 0 0))",
    ]) expect(staysInItsDeclaration(value), value).toBe(false);
  });
});
