import { describe, expect, it } from "vitest";
import { assetFile } from "./asset-name";

describe("asset file names", () => {
  it("names files by their decoded file name and type, embedded images by their type", () => {
    expect(assetFile("https://cdn.example/img/Hero%20Shot.webp?w=800")).toEqual({ name: "Hero Shot.webp", type: "WEBP" });
    expect(assetFile("/assets/logo.svg")).toEqual({ name: "logo.svg", type: "SVG" });
    expect(assetFile("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")).toEqual({ name: "embedded.svg", type: "SVG" });
    expect(assetFile("data:image/png;base64,iVBORw0KGgo=")).toEqual({ name: "embedded.png", type: "PNG" });
    expect(assetFile("https://cdn.example/photo")).toEqual({ name: "photo", type: "Image" });
  });
});
