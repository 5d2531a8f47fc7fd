import { describe, expect, it } from "vitest";
import { assetFile, distinctAssetNames } from "./asset-name";

describe("asset file names", () => {
  it("names files by their decoded file name and type, embedded images by their type", () => {
    expect(assetFile("https://cdn.example/img/Hero%20Shot.webp?w=800")).toEqual({ name: "Hero Shot.webp", type: "WEBP" });
    expect(assetFile("/assets/logo.svg")).toEqual({ name: "logo.svg", type: "SVG" });
    expect(assetFile("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E")).toEqual({ name: "embedded.svg", type: "SVG" });
    expect(assetFile("data:image/png;base64,iVBORw0KGgo=")).toEqual({ name: "embedded.png", type: "PNG" });
    expect(assetFile("https://cdn.example/photo")).toEqual({ name: "photo", type: "Image" });
  });

  it("shows an upload by the name it was uploaded with", () => {
    expect(assetFile("http://127.0.0.1:3000/api/layouts/assets/0b0c0d0e-1111-4222-8333-444455556666/0123456789abcdef0123456789abcdef-team-photo-1.png")).toEqual({ name: "team-photo-1.png", type: "PNG" });
    expect(assetFile("/api/layouts/assets/0b0c0d0e-1111-4222-8333-444455556666/0123456789abcdef0123456789abcdef.jpg").name).toBe("upload.jpg");
  });

  it("tells apart images that share a file name by the folders they sit in", () => {
    const names = distinctAssetNames([
      "https://cdn.example/img/portfolio/1.jpg",
      "https://cdn.example/img/team/1.jpg",
      "https://other.example/img/team/1.jpg",
      "https://cdn.example/img/about/2.jpg",
      "https://cdn.example/img/portfolio/1.jpg",
    ]);
    expect([...names.values()]).toEqual(["portfolio/1.jpg", "img/team/1.jpg", "img/team/1.jpg (2)", "2.jpg"]);
  });
});
