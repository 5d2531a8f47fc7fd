import { describe, expect, it } from "vitest";
import { countThisMonth, frameworkLabel, hostOf } from "./layout-display";

describe("layout display helpers", () => {
  it("shows HTML when the framework is missing", () => {
    expect(frameworkLabel(null)).toBe("HTML");
    expect(frameworkLabel("nextjs")).toBe("Next.js");
  });

  it("shortens URLs to their host", () => {
    expect(hostOf("https://www.example.com/pricing")).toBe("example.com");
    expect(hostOf("http://127.0.0.1:4000/x")).toBe("127.0.0.1:4000");
    expect(hostOf("not a url")).toBe("not a url");
  });

  it("counts layouts of the current month only", () => {
    const now = new Date(2026, 10, 22);
    const layouts = [{ createdAt: new Date(2026, 10, 1).toISOString() }, { createdAt: new Date(2026, 9, 31).toISOString() }, { createdAt: new Date(2025, 10, 5).toISOString() }];
    expect(countThisMonth(layouts, now)).toBe(1);
  });
});
