import type { DesignTokenSummary } from "../contract/design-tokens.ts";
import { tokenizeCss } from "./css/tokens/design-tokens.ts";
import { prepareLayout, type ExportInput } from "./model/prepared-layout.ts";

/**
 * The design tokens the component exports would write for this layout (tokens.css, tokens.json), made the same way:
 * from the sanitized stylesheet the components print. The editor offers them as swatches and steps, so a value
 * picked there is one the export writes as `var(--token)`.
 */
export function layoutDesignTokens(input: ExportInput): DesignTokenSummary[] {
  const { componentRoot } = prepareLayout(input);
  return tokenizeCss(componentRoot).tokens.map(({ name, value, group, uses }) => ({ name, value, group, uses }));
}
