import { describe, expect, it } from "vitest";
import { tokenLabel, tokenPx } from "./token-values";

describe("token values in the Properties panel", () => {
  it("names a token by the part after its group", () => {
    expect(tokenLabel("color-primary")).toBe("primary");
    expect(tokenLabel("text-xl")).toBe("xl");
    expect(tokenLabel("radius-1-5px")).toBe("1-5px");
    expect(tokenLabel("brand-blue")).toBe("brand-blue");
  });

  it("reads px, rem and em lengths against the 16 px root, and nothing else", () => {
    expect(tokenPx("1.25rem")).toBe(20);
    expect(tokenPx(".375rem")).toBe(6);
    expect(tokenPx("12px")).toBe(12);
    expect(tokenPx("0")).toBe(0);
    expect(tokenPx("50%")).toBeNull();
    expect(tokenPx("clamp(1rem, 2vw, 2rem)")).toBeNull();
    expect(tokenPx("3")).toBeNull();
  });
});
