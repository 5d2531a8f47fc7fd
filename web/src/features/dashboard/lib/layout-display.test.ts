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
    const at = (d: Date, status: "done" | "running" | "failed" = "done", copiedFrom: string | null = null) => ({ createdAt: d.toISOString(), status, copiedFrom });
    const layouts = [at(new Date(2026, 10, 1)), at(new Date(2026, 9, 31)), at(new Date(2025, 10, 5))];
    expect(countThisMonth(layouts, now)).toBe(1);
    // Running ones count; failed ones were refunded and do not.
    expect(countThisMonth([...layouts, at(new Date(2026, 10, 2), "running"), at(new Date(2026, 10, 3), "failed")], now)).toBe(2);
    // A duplicate is a copy, not an extraction.
    expect(countThisMonth([...layouts, at(new Date(2026, 10, 4), "done", "0b6f0c1e-6f0e-4d57-9e43-1c2f7d1a9b10")], now)).toBe(1);
  });
});
