/** camelCase property names from the properties panel become CSS names in the inline style (fontSize → font-size). */
export function toCssProperty(name: string): string {
  if (name.startsWith("--")) return name;
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function parseStyle(style: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!style) return out;
  for (const part of style.split(";")) {
    const colon = part.indexOf(":");
    if (colon === -1) continue;
    const prop = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (prop) out.set(prop, value);
  }
  return out;
}

export function formatStyle(style: Map<string, string>): string {
  return [...style].map(([p, v]) => `${p}: ${v}`).join("; ");
}

/** Sets (or with an empty value removes) one property of an inline style string. */
export function withStyleProperty(style: string | undefined, property: string, value: string): string {
  const map = parseStyle(style);
  const css = toCssProperty(property);
  // Values that could smuggle extra declarations or script URLs are cut at the first separator.
  const clean = value.replace(/[;{}]/g, "").replace(/javascript:/gi, "").trim();
  if (clean === "") map.delete(css);
  else map.set(css, clean);
  return formatStyle(map);
}
