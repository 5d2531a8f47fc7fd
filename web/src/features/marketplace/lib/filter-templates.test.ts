import { describe, expect, it } from "vitest";
import { templates } from "@layoutlift/core/templates/catalogue";
import { filterTemplates } from "./filter-templates";

describe("filterTemplates", () => {
  it("returns every template for an empty search in 'all'", () => {
    expect(filterTemplates(templates, "  ", "all")).toHaveLength(templates.length);
  });

  it("matches name or description case-insensitively", () => {
    expect(filterTemplates(templates, "SAAS", "all").map((t) => t.id)).toEqual(["saas-landing-pro"]);
    expect(filterTemplates(templates, "waitlist", "all").map((t) => t.id)).toEqual(["product-launch-funnel"]);
  });

  it("combines the search with the category", () => {
    expect(filterTemplates(templates, "funnel", "all").map((t) => t.id)).toEqual(["sales-funnel", "product-launch-funnel"]);
    expect(filterTemplates(templates, "funnel", "sales").map((t) => t.id)).toEqual(["sales-funnel"]);
    expect(filterTemplates(templates, "funnel", "ecommerce")).toEqual([]);
  });
});
