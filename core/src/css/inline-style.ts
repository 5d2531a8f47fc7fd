/**
 * The one reader and writer of `style` attribute text, shared by extraction, exports, the AI rules and the editor
 * (so it stays free of postcss: the web bundle imports it). Semicolons inside quotes, parentheses and comments do
 * not end a declaration: `background: url(data:image/png;base64,…)` is one value.
 */
export interface InlineDeclaration {
  /** Lower-cased, except custom properties, which are case-sensitive. */
  property: string;
  value: string;
  important: boolean;
}

export function parseInlineDeclarations(style: string | undefined): InlineDeclaration[] {
  const out: InlineDeclaration[] = [];
  for (const part of splitDeclarations(style ?? "")) {
    const colon = part.indexOf(":");
    if (colon === -1) continue;
    const raw = part.slice(0, colon).trim();
    let value = part.slice(colon + 1).trim();
    if (!/^-?-?[A-Za-z_][\w-]*$/.test(raw)) continue;
    const important = /!\s*important\s*$/i.test(value);
    if (important) value = value.replace(/!\s*important\s*$/i, "").trim();
    if (value === "") continue;
    out.push({ property: raw.startsWith("--") ? raw : raw.toLowerCase(), value, important });
  }
  return out;
}

/** property → value (with ` !important` kept in the value); a later declaration of a property wins. */
export function parseInlineStyle(style: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of parseInlineDeclarations(style)) out.set(d.property, d.important ? `${d.value} !important` : d.value);
  return out;
}

export function serializeInlineStyle(style: Map<string, string>): string {
  return [...style].map(([property, value]) => `${property}: ${value}`).join("; ");
}

/** camelCase names from the properties panel become CSS names (fontSize → font-size). */
export function toCssProperty(name: string): string {
  if (name.startsWith("--")) return name;
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Sets (or with an empty value removes) one property of an inline style string. */
export function withStyleProperty(style: string | undefined, property: string, value: string): string {
  const map = parseInlineStyle(style);
  const css = toCssProperty(property);
  // Values that could smuggle extra declarations or script URLs are cut at the first separator.
  const clean = value.replace(/[;{}]/g, "").replace(/javascript:/gi, "").trim();
  if (clean === "") map.delete(css);
  else map.set(css, clean);
  return serializeInlineStyle(map);
}

function splitDeclarations(style: string): string[] {
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < style.length; i++) {
    const ch = style[i];
    if (quote) {
      current += ch;
      if (ch === "\\" && i + 1 < style.length) current += style[++i];
      else if (ch === quote) quote = null;
    } else if (ch === "/" && style[i + 1] === "*") {
      const end = style.indexOf("*/", i + 2);
      i = end === -1 ? style.length : end + 1;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      current += ch;
    } else if (ch === "(") {
      depth++;
      current += ch;
    } else if (ch === ")") {
      depth = Math.max(0, depth - 1);
      current += ch;
    } else if (ch === ";" && depth === 0) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}
