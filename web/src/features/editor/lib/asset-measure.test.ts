import { describe, expect, it } from "vitest";
import { formatPixelSize, sizeSource } from "./asset-measure";

const LAYOUT = "0b0c0d0e-1111-4222-8333-444455556666";
const upload = `http://127.0.0.1:3000/api/layouts/assets/${LAYOUT}/${"ab".repeat(16)}.png`;

describe("sizeSource", () => {
  const saved = new Set(["https://cdn.example/hero.png"]);

  it("measures data: images from their payload", () => {
    expect(sizeSource("data:image/png;base64,AAAA", saved, LAYOUT)).toEqual({ kind: "data", bytes: 3 });
  });

  it("asks the server about saved addresses and this layout's uploads, and nothing else", () => {
    expect(sizeSource("https://cdn.example/hero.png", saved, LAYOUT)).toEqual({ kind: "server", url: "https://cdn.example/hero.png" });
    expect(sizeSource(upload, saved, LAYOUT)).toEqual({ kind: "server", url: upload });
    expect(sizeSource(upload, saved, "aaaaaaaa-1111-4222-8333-444455556666")).toEqual({ kind: "none" });
    expect(sizeSource("https://cdn.example/typed-not-saved.png", saved, LAYOUT)).toEqual({ kind: "none" });
    expect(sizeSource("/relative.png", new Set(["/relative.png"]), LAYOUT)).toEqual({ kind: "none" });
  });
});

describe("formatPixelSize", () => {
  it("prints width × height, and a dash when unknown", () => {
    expect(formatPixelSize({ width: 1200, height: 630 })).toBe("1200 × 630");
    expect(formatPixelSize({ width: 0, height: 0 })).toBe("—");
    expect(formatPixelSize(null)).toBe("—");
  });
});
