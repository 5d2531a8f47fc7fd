/** "16px" → "16", "15.5px" → "15.5"; other units come back as they are. */
export function pxNumber(value: string | undefined): string {
  if (!value) return "";
  const m = /^(-?\d+(?:\.\d+)?)px$/.exec(value.trim());
  if (!m) return value;
  return String(Math.round(Number(m[1]) * 100) / 100);
}

/** A typed size: bare numbers are pixels, anything else (auto, 50%, 10rem) is used as written. */
export function sizeValue(input: string): string {
  const trimmed = input.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? `${trimmed}px` : trimmed;
}

export const FONT_FAMILIES = [
  { label: "Inherit", value: "inherit" },
  { label: "Inter", value: "Inter, sans-serif" },
  { label: "Arial", value: "Arial, sans-serif" },
  { label: "System UI", value: "system-ui, sans-serif" },
] as const;

/** Which of the offered families a computed font-family list starts with. */
export function fontFamilyOption(computed: string): string {
  const first = computed.split(",")[0]?.trim().replace(/["']/g, "").toLowerCase() ?? "";
  if (first === "inter") return FONT_FAMILIES[1].value;
  if (first === "arial") return FONT_FAMILIES[2].value;
  if (first === "system-ui" || first === "-apple-system") return FONT_FAMILIES[3].value;
  return "inherit";
}

export const FONT_WEIGHTS = [
  { label: "Light", value: "300" },
  { label: "Regular", value: "400" },
  { label: "Medium", value: "500" },
  { label: "Semibold", value: "600" },
  { label: "Bold", value: "700" },
] as const;

/** Computed weights can be any multiple of 100; show the nearest offered one. */
export function nearestWeight(computed: string): string {
  const n = Number(computed) || 400;
  return String(Math.min(700, Math.max(300, Math.round(n / 100) * 100)));
}
