import { describe, expect, it } from "vitest";
import { filterAndSortLayouts } from "./layout-filter";

const row = (title: string | null, url: string, created: string, updated = created) => ({ title, url, createdAt: created, updatedAt: updated });
const rows = [
  row("Shop Home", "https://shop.example.com/", "2026-11-01T10:00:00Z", "2026-11-20T10:00:00Z"),
  row(null, "https://www.blog.example.org/", "2026-11-03T10:00:00Z"),
  row("agency landing 2", "https://agency.test/", "2026-11-02T10:00:00Z"),
  row("Agency landing 10", "https://agency.test/b", "2026-10-02T10:00:00Z"),
];
const names = (list: typeof rows) => list.map((r) => r.title ?? r.url);

describe("filterAndSortLayouts", () => {
  it("sorts newest, oldest, recently edited and by shown name (numbers in order, case ignored)", () => {
    expect(names(filterAndSortLayouts(rows, "", "newest"))).toEqual(["https://www.blog.example.org/", "agency landing 2", "Shop Home", "Agency landing 10"]);
    expect(names(filterAndSortLayouts(rows, "", "oldest"))).toEqual(["Agency landing 10", "Shop Home", "agency landing 2", "https://www.blog.example.org/"]);
    expect(names(filterAndSortLayouts(rows, "", "edited"))[0]).toBe("Shop Home");
    // Untitled layouts sort by their host ("blog.example.org"), as the card shows them.
    expect(names(filterAndSortLayouts(rows, "", "name"))).toEqual(["agency landing 2", "Agency landing 10", "https://www.blog.example.org/", "Shop Home"]);
  });

  it("matches the name or the address, case-insensitively, and never mutates the input", () => {
    const before = names(rows);
    expect(names(filterAndSortLayouts(rows, "  AGENCY ", "name"))).toEqual(["agency landing 2", "Agency landing 10"]);
    expect(names(filterAndSortLayouts(rows, "blog.example", "newest"))).toEqual(["https://www.blog.example.org/"]);
    expect(filterAndSortLayouts(rows, "nothing like this", "newest")).toEqual([]);
    expect(names(rows)).toEqual(before);
  });
});
