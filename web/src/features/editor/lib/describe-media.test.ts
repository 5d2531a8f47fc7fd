import { describe, expect, it } from "vitest";
import { describeMedia } from "./describe-media";

describe("describeMedia", () => {
  it("says width ranges in words people read", () => {
    expect(describeMedia(null)).toBe("at every width");
    expect(describeMedia("(min-width: 992px)")).toBe("at ≥ 992 px");
    expect(describeMedia("screen and (max-width:767.98px)")).toBe("at ≤ 767.98 px");
    expect(describeMedia("(min-width: 768px) and (max-width: 991.98px)")).toBe("at 768–991.98 px");
    expect(describeMedia("(prefers-color-scheme: dark)")).toBe("when (prefers-color-scheme: dark)");
  });
});
