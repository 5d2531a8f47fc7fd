import type { JsxUsage } from "./jsx-printer.ts";

/** Type imports and JSX declarations a TSX file needs for what its markup uses. */
export function typeImports(usage: JsxUsage): string[] {
  const lines: string[] = [];
  const needsHtmlAttributes = usage.undeclaredTags.size > 0;
  const names = [usage.customProperties ? "CSSProperties" : null, needsHtmlAttributes ? "HTMLAttributes" : null].filter(Boolean);
  if (names.length) lines.push(`import type { ${names.join(", ")} } from "react";`);
  if (needsHtmlAttributes) {
    // Custom elements and obsolete tags are not in React's JSX typings; declaring them keeps `strict` happy.
    lines.push("", 'declare module "react" {', "  namespace JSX {", "    interface IntrinsicElements {");
    for (const tag of [...usage.undeclaredTags].sort()) lines.push(`      ${JSON.stringify(tag)}: HTMLAttributes<HTMLElement> & Record<string, unknown>;`);
    lines.push("    }", "  }", "}");
  }
  return lines;
}
