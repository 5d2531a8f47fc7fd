import { describe, expect, it } from "vitest";
import { formatByteSize } from "./byte-size.ts";

describe("formatByteSize", () => {
  it("says bytes, kilobytes and megabytes the way the Assets panel shows them", () => {
    expect(formatByteSize(0)).toBe("0 B");
    expect(formatByteSize(512)).toBe("512 B");
    expect(formatByteSize(1023)).toBe("1023 B");
    expect(formatByteSize(1024)).toBe("1 KB");
    expect(formatByteSize(8600)).toBe("8.4 KB");
    expect(formatByteSize(84 * 1024 + 300)).toBe("84 KB");
    expect(formatByteSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
    expect(formatByteSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatByteSize(3 * 1024 ** 3)).toBe("3 GB");
  });

  it("never prints 1024 of a unit: it rolls over to the next", () => {
    expect(formatByteSize(1024 * 1024 - 1)).toBe("1 MB");
  });

  it("shows a dash, not a guess, for an unknown size", () => {
    expect(formatByteSize(null)).toBe("—");
    expect(formatByteSize(undefined)).toBe("—");
    expect(formatByteSize(Number.NaN)).toBe("—");
    expect(formatByteSize(-1)).toBe("—");
  });
});
