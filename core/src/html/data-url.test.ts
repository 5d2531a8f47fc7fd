import { describe, expect, it } from "vitest";
import { dataUrlByteSize } from "./data-url.ts";

const base64 = (bytes: number[]) => Buffer.from(bytes).toString("base64");

describe("dataUrlByteSize", () => {
  it("counts the decoded bytes of base64 payloads, with or without padding and line breaks", () => {
    for (const length of [0, 1, 2, 3, 4, 5, 100, 1001]) {
      const bytes = Array.from({ length }, (_, i) => i % 256);
      expect(dataUrlByteSize(`data:image/png;base64,${base64(bytes)}`)).toBe(length);
      expect(dataUrlByteSize(`data:image/png;base64,${base64(bytes).replace(/=+$/, "")}`)).toBe(length);
    }
    expect(dataUrlByteSize("data:image/png;base64,iVBO\nRw0K\r\nGgo=")).toBe(Buffer.from("iVBORw0KGgo=", "base64").length);
    expect(dataUrlByteSize("data:image/gif;base64,R0lGODlhAQABAAAAACw%3D")).toBe(Buffer.from("R0lGODlhAQABAAAAACw=", "base64").length);
  });

  it("counts percent-encoded and plain text payloads byte for byte", () => {
    const svg = "<svg xmlns='http://www.w3.org/2000/svg' width='40' height='20'/>";
    expect(dataUrlByteSize(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toBe(svg.length);
    expect(dataUrlByteSize(`data:image/svg+xml;charset=utf-8,${svg}`)).toBe(svg.length);
    expect(dataUrlByteSize("data:image/svg+xml,%3Csvg%3E%E2%9C%93")).toBe(8);
    expect(dataUrlByteSize("data:text/plain,✓")).toBe(3);
    expect(dataUrlByteSize("data:text/plain,100%")).toBe(4);
  });

  it("is null for what is not a data URL or not valid base64", () => {
    expect(dataUrlByteSize("https://cdn.example/a.png")).toBeNull();
    expect(dataUrlByteSize("data:image/png;base64")).toBeNull();
    expect(dataUrlByteSize("data:image/png;base64,@@@@")).toBeNull();
    expect(dataUrlByteSize("data:image/png;base64,A")).toBeNull();
  });
});
