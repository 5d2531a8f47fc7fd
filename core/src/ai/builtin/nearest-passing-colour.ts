import { clampChroma, converter, formatHex, wcagLuminance, type Color } from "culori";
import { BLACK, contrast, over, parseColour, WHITE, type Rgb } from "./colour.ts";

/** WCAG 2 AA: 4.5:1 for body text, 3:1 for large text (at least 24 px, or 18.66 px bold). */
export const AA_NORMAL = 4.5;
export const AA_LARGE = 3;

export function aaTargetFor(fontSizePx: number, fontWeight: number): number {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700) ? AA_LARGE : AA_NORMAL;
}

/**
 * What is painted behind one text at one width, reduced to the two pixels that matter: for any text colour the
 * lowest contrast is against the darkest or the lightest of them (or 1:1 when the text's luminance falls between).
 */
export interface BackgroundExtremes {
  darkest: Rgb;
  lightest: Rgb;
  /** The ratio this text must reach here (AA_NORMAL or AA_LARGE, from its size at this width). */
  target: number;
}

const toOklch = converter("oklch");
const toRgb = converter("rgb");

function culoriRgb(c: Rgb): Color {
  return { mode: "rgb", r: c.r, g: c.g, b: c.b, alpha: c.alpha };
}

const luminance = (c: Rgb) => wcagLuminance(culoriRgb({ ...c, alpha: 1 }));

/** The lowest contrast `text` (possibly translucent) has with any background between the two extremes. */
export function worstContrast(text: Rgb, bg: Pick<BackgroundExtremes, "darkest" | "lightest">): number {
  const onDark = over(text, bg.darkest);
  const onLight = over(text, bg.lightest);
  const ratios = [contrast(onDark, bg.darkest), contrast(onLight, bg.lightest)];
  // An opaque text whose luminance lies inside the background's range meets a pixel of about its own luminance.
  if (text.alpha >= 1) {
    const l = luminance(text);
    if (l > luminance(bg.darkest) && l < luminance(bg.lightest)) return 1;
  }
  return Math.min(...ratios);
}

export function passesEverywhere(text: Rgb, backgrounds: readonly BackgroundExtremes[]): boolean {
  return backgrounds.every((bg) => worstContrast(text, bg) >= bg.target);
}

/** Hex rounding must never drop a fixed colour back under the line, so the search aims a hair above the target. */
const MARGIN = 0.05;

function roundTrip(c: Rgb): Rgb {
  return parseColour(formatHex(culoriRgb({ ...c, alpha: 1 })))!;
}

/**
 * The passing colour nearest to `text`: same OKLCH hue and chroma (chroma clamped to what sRGB can show),
 * lightness moved up or down, whichever reaches every target with the smaller change. When no shade of the hue
 * reaches it (a background spanning dark and light), the better of black and white.
 */
export function nearestPassingColour(text: Rgb, backgrounds: readonly BackgroundExtremes[]): Rgb {
  const lch = toOklch(culoriRgb({ ...text, alpha: 1 }));
  const at = (l: number): Rgb => {
    const rgb = toRgb(clampChroma({ mode: "oklch", l, c: lch.c ?? 0, h: lch.h }, "oklch"));
    const clip = (v: number) => Math.min(1, Math.max(0, v));
    return roundTrip({ r: clip(rgb.r), g: clip(rgb.g), b: clip(rgb.b), alpha: 1 });
  };
  const withMargin = backgrounds.map((bg) => ({ ...bg, target: bg.target + MARGIN }));
  const passes = (l: number) => passesEverywhere(at(l), withMargin);
  const options: { colour: Rgb; change: number }[] = [];
  for (const end of [0, 1]) {
    if (!passes(end)) continue;
    let near = lch.l;
    let far = end;
    for (let i = 0; i < 24; i++) {
      const mid = (near + far) / 2;
      if (passes(mid)) far = mid;
      else near = mid;
    }
    options.push({ colour: at(far), change: Math.abs(far - lch.l) });
  }
  options.sort((a, b) => a.change - b.change);
  if (options[0]) return options[0].colour;
  const score = (c: Rgb) => Math.min(...backgrounds.map((bg) => worstContrast(c, bg) / bg.target));
  return score(BLACK) >= score(WHITE) ? BLACK : WHITE;
}
