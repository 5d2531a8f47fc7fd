import type { DesignTokenSummary } from "../contract/design-tokens.ts";
import type { DocumentAttributes } from "../contract/document-attributes.ts";
import { readsAsCss } from "./css/css-format.ts";
import { tokenizeCss } from "./css/tokens/design-tokens.ts";
import { prepareLayout } from "./model/prepared-layout.ts";

/** What a layout's tokens are read from: its stylesheet, not its markup. */
export interface DesignTokensInput {
  css: string;
  /** The text of the document's own `<style>` elements, which every export moves into the stylesheet. */
  styleElements?: readonly string[];
  /** layoutJson.document: the page's html/body attributes, whose rules the component stylesheet rewrites. */
  document?: DocumentAttributes | null;
}

/**
 * The design tokens the component exports would write for this layout (tokens.css, tokens.json), made the same way:
 * from the sanitized stylesheet the components print. The editor offers them as swatches and steps, so a value
 * picked there is one the export writes as `var(--token)`. The markup adds nothing to them but its `<style>`
 * elements, hoisted here as the export's parse hoists them (those that do not read as CSS are dropped there too).
 */
export function layoutDesignTokens({ css, styleElements = [], document }: DesignTokensInput): DesignTokenSummary[] {
  const hoisted = styleElements.filter(readsAsCss).join("\n").trim();
  const { componentRoot } = prepareLayout({ html: "", css: hoisted ? `${css}\n${hoisted}` : css, document }, { keepDeadRules: true });
  return tokenizeCss(componentRoot).tokens.map(({ name, value, group, uses }) => ({ name, value, group, uses }));
}
