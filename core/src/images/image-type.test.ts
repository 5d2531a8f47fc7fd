import { describe, expect, it } from "vitest";
import { detectImageType, looksLikeSvg } from "./image-type.ts";

const text = (value: string) => new TextEncoder().encode(value);
/** A complete 1×1 lossless WebP file. */
const WEBP_1X1 = Uint8Array.from([
  0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11,
  0x11, 0x88, 0x88, 0xfe, 0x07, 0,
]);

describe("detectImageType", () => {
  it("recognises PNG, JPEG and both GIF signatures", () => {
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe("image/jpeg");
    expect(detectImageType(text("GIF89a..."))).toBe("image/gif");
    expect(detectImageType(text("GIF87a..."))).toBe("image/gif");
  });

  it("recognises WebP (lossless, lossy and extended) but not other RIFF files", () => {
    expect(detectImageType(WEBP_1X1)).toBe("image/webp");
    expect(detectImageType(text("RIFF\x10\0\0\0WEBPVP8 \x04\0\0\0"))).toBe("image/webp");
    expect(detectImageType(text("RIFF\x10\0\0\0WEBPVP8X\x0a\0\0\0"))).toBe("image/webp");
    expect(detectImageType(text("RIFF\x24\0\0\0WAVEfmt \x10\0\0\0"))).toBeNull();
    expect(detectImageType(text("RIFF\x24\0\0\0AVI LIST"))).toBeNull();
    expect(detectImageType(text("RIFF\x10\0\0\0WEBP"))).toBeNull();
  });

  it("refuses anything else, including text that claims to be an image and truncated headers", () => {
    expect(detectImageType(text("<svg onload=alert(1)>"))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe("looksLikeSvg", () => {
  it("spots SVG documents however they begin", () => {
    expect(looksLikeSvg(text("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"))).toBe(true);
    expect(looksLikeSvg(text('\uFEFF  <?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'))).toBe(true);
    expect(looksLikeSvg(text("<!-- drawn by hand --><SVG viewBox='0 0 1 1'></SVG>"))).toBe(true);
  });

  it("does not call other files SVG", () => {
    expect(looksLikeSvg(WEBP_1X1)).toBe(false);
    expect(looksLikeSvg(text("plain text about <svg>"))).toBe(false);
    expect(looksLikeSvg(new Uint8Array())).toBe(false);
  });
});
