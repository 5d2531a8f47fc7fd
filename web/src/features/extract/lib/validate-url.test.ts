import { describe, expect, it } from "vitest";
import { urlError } from "./validate-url";

describe("urlError", () => {
  it("accepts complete http(s) URLs", () => {
    expect(urlError("https://example.com")).toBeNull();
    expect(urlError("  http://127.0.0.1:8080/page  ")).toBeNull();
  });

  it("explains what is wrong with anything else", () => {
    expect(urlError("example.com")).toBe("Please enter a valid URL (e.g., https://example.com)");
    expect(urlError("")).toBe("Please enter a valid URL (e.g., https://example.com)");
    expect(urlError("ftp://example.com")).toBe("Please enter a valid URL (e.g., https://example.com)");
  });
});
