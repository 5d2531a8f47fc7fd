import { describe, expect, it } from "vitest";
import { parseSrcset, serializeSrcset } from "./srcset.ts";

describe("srcset lists", () => {
  it("splits candidates as the HTML spec does", () => {
    expect(parseSrcset("a.png 1x, b.png 2x")).toEqual([{ url: "a.png", descriptor: "1x" }, { url: "b.png", descriptor: "2x" }]);
    expect(parseSrcset("a.png, b.png 2x")).toEqual([{ url: "a.png", descriptor: "" }, { url: "b.png", descriptor: "2x" }]);
    // A comma inside a URL belongs to it; only trailing commas end a candidate.
    expect(parseSrcset("a.png,b.png 2x")).toEqual([{ url: "a.png,b.png", descriptor: "2x" }]);
    expect(parseSrcset("data:image/png;base64,AA== 1x,  c.png 300w")).toEqual([{ url: "data:image/png;base64,AA==", descriptor: "1x" }, { url: "c.png", descriptor: "300w" }]);
    expect(parseSrcset(" , javascript:alert(1) 1x")).toEqual([{ url: "javascript:alert(1)", descriptor: "1x" }]);
  });

  it("serializes candidates back", () => {
    expect(serializeSrcset(parseSrcset("a.png 1x,b.png"))).toBe("a.png 1x, b.png");
  });
});
