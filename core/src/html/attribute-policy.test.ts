import { describe, expect, it } from "vitest";
import { sanitizeAttribute, sanitizeAttributes } from "./attribute-policy.ts";

const a = { tag: "a", ns: "html" as const };

describe("attribute policy", () => {
  it("keeps a link that may not stay looking like a link", () => {
    expect(sanitizeAttribute(a, "href", " java\tscript:alert(1)")).toBe("#");
    expect(sanitizeAttribute({ tag: "a", ns: "svg" }, "xlink:href", "javascript:alert(1)")).toBeNull();
    expect(sanitizeAttribute({ tag: "img", ns: "html" }, "src", "javascript:alert(1)")).toBeNull();
  });

  it("drops names outside the policy and cleans styles", () => {
    expect(sanitizeAttributes(a, [
      { name: "onclick", value: "x()" }, { name: "w{...(x,{})}", value: "1" }, { name: "class", value: "btn" },
      { name: "style", value: "color: red; width: expression(alert(1))" }, { name: "title", value: "<?php echo 1; ?>" },
    ])).toEqual([{ name: "class", value: "btn" }, { name: "style", value: "color: red" }, { name: "title", value: "<?php echo 1; ?>" }]);
  });
});
