import { pascalCase } from "@layoutlift/core/export/model/structure/identifiers";

const MAX_NAME = 60;

/**
 * Why a typed layer name cannot be a component name, or null when it can. Anything with a letter or digit can:
 * the exports turn it into a valid, unique identifier (`footer` → SiteFooter, a second `Team` → Team2).
 */
export function layerNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "A layer needs a name: type one, or press Escape to keep the current name.";
  if (trimmed.length > MAX_NAME) return `Keep the name under ${MAX_NAME} characters.`;
  if (!pascalCase(trimmed)) return "Use at least one letter or digit (A–Z, 0–9): the name becomes the component's name in exports.";
  return null;
}
