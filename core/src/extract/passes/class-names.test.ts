import { describe, expect, it } from "vitest";
import { classifyClassName } from "./class-names.ts";

describe("class-names", () => {
  it("recognises generated names and recovers readable hints", () => {
    expect(classifyClassName("css-1x2y3z")).toEqual({ generated: true, hint: undefined });
    expect(classifyClassName("css-1x2y3z-Card")).toEqual({ generated: true, hint: "card" });
    expect(classifyClassName("sc-abc").generated).toBe(false);
    expect(classifyClassName("sc-bdVaJa").generated).toBe(true);
    expect(classifyClassName("sc-bkblbc").generated).toBe(true);
    expect(classifyClassName("jsx-123").generated).toBe(true);
    expect(classifyClassName("Button_root__x1y2")).toEqual({ generated: true, hint: "button" });
    expect(classifyClassName("Hero_title__a8Kd2")).toEqual({ generated: true, hint: "hero-title" });
    expect(classifyClassName("kDjSbo").generated).toBe(true);
    expect(classifyClassName("card-8f3a2b1c")).toEqual({ generated: true, hint: "card" });
  });

  it("keeps readable author names", () => {
    for (const name of ["hero", "nav-link", "btn-primary", "navItem", "col-md-6", "mt-4", "grid2", "container", "is-active", "Header"]) {
      expect(classifyClassName(name).generated, name).toBe(false);
    }
  });
});
