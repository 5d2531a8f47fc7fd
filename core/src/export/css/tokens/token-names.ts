import { converter, parse as parseColor } from "culori";

/**
 * Names for design tokens "by scale": Tailwind's spacing unit (--space-4 = 16px), its type and radius scales, and
 * colour names from hue and lightness (--color-blue-600), so a reader recognises the value from the name.
 */
const toOklch = converter("oklch");

const HUES: Array<[number, string]> = [
  [35, "red"], [60, "orange"], [80, "amber"], [105, "yellow"], [135, "lime"], [165, "green"], [185, "teal"],
  [215, "cyan"], [245, "sky"], [270, "blue"], [290, "indigo"], [305, "violet"], [325, "purple"], [355, "pink"],
  [360, "red"],
];

/** Tailwind v4's palette lightness (oklch L) for its steps 50 … 950. */
const LIGHTNESS_STEPS: Array<[number, number]> = [
  [0.97, 50], [0.932, 100], [0.882, 200], [0.809, 300], [0.707, 400], [0.623, 500], [0.546, 600], [0.488, 700],
  [0.424, 800], [0.379, 900], [0.282, 950],
];

export function colorScaleName(value: string): string | null {
  const parsed = parseColor(value);
  if (!parsed) return null;
  const c = toOklch(parsed);
  const l = c.l ?? 0;
  if (l >= 0.995 && (c.c ?? 0) < 0.01) return withAlpha("white", c.alpha);
  if (l <= 0.01) return withAlpha("black", c.alpha);
  const family = (c.c ?? 0) < 0.035 ? "gray" : HUES.find(([max]) => (c.h ?? 0) <= max)![1];
  const step = LIGHTNESS_STEPS.reduce((best, s) => (Math.abs(s[0] - l) < Math.abs(best[0] - l) ? s : best))[1];
  return withAlpha(`${family}-${step}`, c.alpha);
}

function withAlpha(name: string, alpha: number | undefined): string {
  return alpha === undefined || alpha >= 1 ? name : `${name}-a${Math.round(alpha * 100)}`;
}

/** A CSS length in px when it has a fixed size (px, rem at the default 16px root), else null. */
export function lengthInPx(value: string): number | null {
  const m = /^(-?\d*\.?\d+)(px|rem)$/i.exec(value.trim());
  if (!m) return null;
  return m[2].toLowerCase() === "px" ? Number(m[1]) : Number(m[1]) * 16;
}

export function spaceName(px: number): string {
  const units = px / 4;
  return `space-${String(Math.round(units * 100) / 100).replace(".", "-")}`;
}

const TEXT_SCALE: Array<[number, string]> = [
  [12, "xs"], [14, "sm"], [16, "base"], [18, "lg"], [20, "xl"], [24, "2xl"], [30, "3xl"], [36, "4xl"], [48, "5xl"],
  [60, "6xl"], [72, "7xl"], [96, "8xl"], [128, "9xl"],
];

export function textSizeName(px: number): string {
  const exact = TEXT_SCALE.find(([size]) => size === px);
  if (exact) return `text-${exact[1]}`;
  return `text-${String(Math.round(px * 100) / 100).replace(".", "-")}px`;
}

const RADIUS_SCALE: Array<[number, string]> = [[2, "xs"], [4, "sm"], [6, "md"], [8, "lg"], [12, "xl"], [16, "2xl"], [24, "3xl"], [32, "4xl"]];

export function radiusName(value: string, px: number | null): string {
  if (px !== null && px >= 999) return "radius-full";
  if (value.trim() === "50%") return "radius-circle";
  const exact = px === null ? undefined : RADIUS_SCALE.find(([size]) => size === px);
  if (exact) return `radius-${exact[1]}`;
  return px === null ? "radius" : `radius-${String(Math.round(px * 100) / 100).replace(".", "-")}px`;
}
