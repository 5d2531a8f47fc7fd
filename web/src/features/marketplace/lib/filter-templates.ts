import type { Template, TemplateCategory } from "@layoutlift/core/templates/catalogue";

/** Search is case-insensitive over name and description, combined with the category (spec section 5). */
export function filterTemplates(list: readonly Template[], query: string, category: TemplateCategory): Template[] {
  const needle = query.trim().toLowerCase();
  return list.filter(
    (t) =>
      (category === "all" || t.category === category) &&
      (!needle || t.name.toLowerCase().includes(needle) || t.description.toLowerCase().includes(needle)),
  );
}
