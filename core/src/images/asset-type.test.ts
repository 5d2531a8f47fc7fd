import { describe, expect, it } from "vitest";
import { detectAssetType } from "./asset-type.ts";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("detectAssetType", () => {
  it("recognises raster images, AVIF included, with the extension of the sniffed type", () => {
    expect(detectAssetType(bytes([0x89], "PNG\r\n\x1a\n", [0]))).toEqual({ kind: "image", contentType: "image/png", extension: ".png" });
    expect(detectAssetType(bytes([0xff, 0xd8, 0xff, 0xe0])))?.toMatchObject({ extension: ".jpg" });
    expect(detectAssetType(bytes("GIF89a")))?.toMatchObject({ extension: ".gif" });
    expect(detectAssetType(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf")))?.toMatchObject({ contentType: "image/avif", extension: ".avif" });
    expect(detectAssetType(bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1avis")))?.toMatchObject({ contentType: "image/avif" });
    expect(detectAssetType(bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 0, 0], "isomavc1"))).toBeNull(); // an MP4 video
  });

  it("recognises WOFF, WOFF2, OpenType and TrueType fonts", () => {
    expect(detectAssetType(bytes("wOF2", [0, 1, 0, 0])))?.toMatchObject({ kind: "font", extension: ".woff2" });
    expect(detectAssetType(bytes("wOFF", [0, 1, 0, 0])))?.toMatchObject({ kind: "font", extension: ".woff" });
    expect(detectAssetType(bytes("OTTO", [0, 10])))?.toMatchObject({ kind: "font", extension: ".otf" });
    expect(detectAssetType(bytes([0, 1, 0, 0, 0, 12])))?.toMatchObject({ kind: "font", extension: ".ttf" });
    expect(detectAssetType(bytes([0, 1, 0, 0, 0, 0]))).toBeNull();
  });

  it("sends SVG to the SVG policy and refuses HTML, XHTML, JavaScript, JSON and anything unknown", () => {
    expect(detectAssetType(bytes(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>`)))?.toMatchObject({ kind: "svg", extension: ".svg" });
    for (const text of ["<!DOCTYPE html><html><script>alert(1)</script>", `<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>`, "alert(1)", '{"a":1}', "", "%PDF-1.7"]) {
      expect(detectAssetType(bytes(text)), text).toBeNull();
    }
  });
});
