import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type.ts";

describe("detectImageType", () => {
  it("recognises PNG, JPEG and both GIF signatures", () => {
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(detectImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe("image/jpeg");
    expect(detectImageType(new TextEncoder().encode("GIF89a..."))).toBe("image/gif");
    expect(detectImageType(new TextEncoder().encode("GIF87a..."))).toBe("image/gif");
  });

  it("refuses anything else, including text that claims to be an image and truncated headers", () => {
    expect(detectImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(detectImageType(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
