import { parseInlineDeclarations } from "../../css/inline-style.ts";

/** One inline style declaration as a React style-object entry. */
export interface StyleEntry {
  key: string;
  value: string;
  custom: boolean;
}

/** `background-color` → `backgroundColor`, `-webkit-x` → `WebkitX`, `-ms-x` → `msX`; custom properties stay as they are. */
export function reactStyleKey(property: string): string {
  if (property.startsWith("--")) return property;
  const lower = property.toLowerCase();
  const base = lower.startsWith("-ms-") ? lower.slice(1) : lower;
  return base.replace(/-([a-z])/g, (_m, ch: string) => ch.toUpperCase());
}

/**
 * The entries of a `style` attribute (the editor writes user edits there). React style objects cannot carry
 * `!important`; inline styles already beat normal author rules, so the flag is dropped.
 */
export function reactStyleEntries(style: string): StyleEntry[] {
  return parseInlineDeclarations(style).map((d) => ({ key: reactStyleKey(d.property), value: d.value, custom: d.property.startsWith("--") }));
}
