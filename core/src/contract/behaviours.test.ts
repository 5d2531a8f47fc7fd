import { describe, expect, it } from "vitest";
import { behaviourAttributesSchema, behaviourSchema, partSchema, type Behaviour } from "./behaviours.ts";

const part = (over: Record<string, unknown> = {}) => ({ ref: "7", openClass: [], closedClass: [], openAttrs: {}, closedAttrs: {}, ...over });

const navbar: Behaviour = {
  pattern: "disclosure",
  target: "12",
  trigger: "click",
  group: null,
  openAtCapture: false,
  dismiss: [],
  controls: [{ ref: "9", action: "toggle" }],
  parts: [
    part({ ref: "12", openClass: ["show"] }),
    part({ ref: "9", closedClass: ["collapsed"], openAttrs: { "aria-expanded": "true" }, closedAttrs: { "aria-expanded": "false" } }),
  ],
  backdrop: [],
  bodyClass: [],
};

describe("recorded behaviours", () => {
  it("accept class and state-attribute changes (Bootstrap, Radix, Tailwind)", () => {
    expect(behaviourSchema.parse(navbar)).toEqual(navbar);
    expect(partSchema.safeParse(part({ openClass: ["data-[state=open]:bg-white", "md:flex", "w-1/2"], openAttrs: { "data-state": "open", hidden: null, "data-popper-placement": "bottom-start" } })).success).toBe(true);
  });

  it.each([
    ["a handler", { openAttrs: { onclick: "alert(1)" } }],
    ["a link", { openAttrs: { href: "https://evil.example" } }],
    ["an image source", { openAttrs: { src: "x.png" } }],
    ["a style", { openAttrs: { style: "display:block" } }],
    ["a javascript: value", { openAttrs: { "data-href": "javascript:alert(1)" } }],
    ["a javascript: value hidden by case and spaces", { openAttrs: { "aria-label": "JaVa\tScript:alert(1)" } }],
    ["a url() value", { openAttrs: { "data-bg": "url(https://evil.example/x)" } }],
    ["an expression() class", { openClass: ["expression(alert(1))"] }],
    ["a class that closes the attribute", { openClass: ['x"><script>'] }],
    ["our own stamps", { openAttrs: { "data-ll-id": "3" } }],
    ["our own vocabulary", { openAttrs: { "data-toggle-target": "x" } }],
  ])("refuse %s", (_label, over) => {
    expect(partSchema.safeParse(part(over)).success).toBe(false);
  });
});

describe("behaviour attributes in a layout", () => {
  it("read lists and attribute sets", () => {
    const parsed = behaviourAttributesSchema.parse({
      "data-toggle-target": "navbarNav",
      "data-open-class": "show  open",
      "data-open-attrs": "aria-expanded=true !hidden data-state=open",
      "data-dismiss": "escape outside",
    });
    expect(parsed).toEqual({
      "data-toggle-target": "navbarNav",
      "data-open-class": ["show", "open"],
      "data-open-attrs": { "aria-expanded": "true", hidden: null, "data-state": "open" },
      "data-dismiss": ["escape", "outside"],
    });
  });

  it.each([
    ["a handler in an attribute set", { "data-open-attrs": "onclick=alert(1)" }],
    ["a javascript: value", { "data-open-attrs": "data-x=javascript:alert(1)" }],
    ["a url() class", { "data-open-class": "url(x)" }],
    ["a selector in a target", { "data-toggle-target": "x],body" }],
    ["an unknown dismissal", { "data-dismiss": "always" }],
  ])("refuse %s", (_label, attrs) => {
    expect(behaviourAttributesSchema.safeParse(attrs).success).toBe(false);
  });
});
