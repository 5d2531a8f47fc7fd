import valueParser from "postcss-value-parser";
import { converter, formatHex, parse as parseColor } from "culori";
import type { DesignToken, TokenGroup } from "./design-tokens.ts";

/**
 * The tokens as a Design Tokens Community Group file (`tokens.json`, format 2025.10): groups of tokens with
 * `$type` and `$value` that design tools (Figma plugins, Style Dictionary, Tokens Studio) read. Each token names the
 * CSS variable it is in tokens.css. A value the format cannot express exactly (a percentage radius, a shadow with
 * a var()) is left out rather than approximated.
 */
const GROUPS: Record<TokenGroup, { group: string; type: string; prefix: string }> = {
  color: { group: "color", type: "color", prefix: "color-" },
  font: { group: "fontFamily", type: "fontFamily", prefix: "font-" },
  text: { group: "fontSize", type: "dimension", prefix: "text-" },
  space: { group: "spacing", type: "dimension", prefix: "space-" },
  radius: { group: "radius", type: "dimension", prefix: "radius-" },
  shadow: { group: "shadow", type: "shadow", prefix: "shadow-" },
};

const toRgb = converter("rgb");
const round = (n: number) => Math.round(n * 10000) / 10000;

function color(text: string): Record<string, unknown> | null {
  const parsed = parseColor(text);
  if (!parsed) return null;
  const rgb = toRgb(parsed);
  return { colorSpace: "srgb", components: [round(rgb.r), round(rgb.g), round(rgb.b)], alpha: round(rgb.alpha ?? 1), hex: formatHex(rgb) };
}

function dimension(text: string): { value: number; unit: "px" | "rem" } | null {
  const m = /^(-?\d*\.?\d+)(px|rem)?$/i.exec(text.trim());
  if (!m || (!m[2] && Number(m[1]) !== 0)) return null;
  return { value: Number(m[1]), unit: (m[2]?.toLowerCase() as "px" | "rem" | undefined) ?? "px" };
}

function fontFamily(text: string): string[] {
  return text.split(",").map((f) => f.trim().replace(/^(["'])(.*)\1$/, "$2")).filter(Boolean);
}

function shadow(text: string): Record<string, unknown>[] | null {
  const layers: Record<string, unknown>[] = [];
  for (const layer of text.split(/,(?![^(]*\))/)) {
    const words = valueParser(layer.trim()).nodes.filter((n) => n.type !== "space").map((n) => valueParser.stringify(n));
    const inset = words.includes("inset");
    const rest = words.filter((w) => w !== "inset");
    const lengths = rest.map(dimension);
    const colorAt = lengths.findIndex((l) => l === null);
    const dims = lengths.slice(0, colorAt === -1 ? undefined : colorAt) as Array<{ value: number; unit: "px" | "rem" }>;
    const c = colorAt === -1 ? color("black") : color(rest[colorAt]);
    if (dims.length < 2 || dims.length > 4 || !c || (colorAt !== -1 && colorAt !== rest.length - 1)) return null;
    const zero = { value: 0, unit: "px" };
    layers.push({ color: c, offsetX: dims[0], offsetY: dims[1], blur: dims[2] ?? zero, spread: dims[3] ?? zero, inset });
  }
  return layers.length ? layers : null;
}

function value(token: DesignToken): unknown {
  switch (token.group) {
    case "color":
      return color(token.value);
    case "font":
      return fontFamily(token.value);
    case "shadow":
      return shadow(token.value);
    default:
      return dimension(token.value);
  }
}

export function dtcgTokens(tokens: DesignToken[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const token of tokens) {
    const { group, type, prefix } = GROUPS[token.group];
    const v = value(token);
    if (v === null) continue;
    const key = token.name.startsWith(prefix) ? token.name.slice(prefix.length) : token.name;
    out[group] ??= { $type: type };
    out[group][key] = { $value: v, $extensions: { "com.layoutlift.css": { variable: `--${token.name}`, value: token.value } } };
  }
  return out;
}

/** `tokens.json`, or null when the page has no tokens. */
export function tokensJson(tokens: DesignToken[]): string | null {
  const groups = dtcgTokens(tokens);
  return Object.keys(groups).length ? JSON.stringify(groups, null, 2) + "\n" : null;
}
