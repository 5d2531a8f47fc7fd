/** "color-primary" → "primary", "text-lg" → "lg": the part of a token's name a person reads. */
export function tokenLabel(name: string): string {
  return name.replace(/^(color|font|text|space|radius|shadow)-/, "");
}

/** A token's length in CSS px where it is one (px, or rem/em against the 16 px root); null otherwise. */
export function tokenPx(value: string): number | null {
  const m = /^(-?\d*\.?\d+)(px|rem|em)?$/.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  if (!m[2]) return n === 0 ? 0 : null;
  return m[2] === "px" ? n : n * 16;
}
