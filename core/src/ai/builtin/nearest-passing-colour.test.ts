import { describe, expect, it } from "vitest";
import { converter, parse, wcagContrast } from "culori";
import { parseColour, toHex, type Rgb } from "./colour.ts";
import { aaTargetFor, AA_LARGE, AA_NORMAL, nearestPassingColour, passesEverywhere, worstContrast, type BackgroundExtremes } from "./nearest-passing-colour.ts";

const rgb = (hex: string): Rgb => parseColour(hex)!;
const solid = (hex: string, target = AA_NORMAL): BackgroundExtremes => ({ darkest: rgb(hex), lightest: rgb(hex), target });
const oklch = converter("oklch");
const ratio = (a: string, b: string) => wcagContrast(parse(a)!, parse(b)!);

describe("nearestPassingColour", () => {
  it("darkens white text on a yellow button just enough, keeping the hue", () => {
    const fixed = toHex(nearestPassingColour(rgb("#ffffff"), [solid("#facc15")]));
    expect(ratio(fixed, "#facc15")).toBeGreaterThanOrEqual(4.5);
    // Nearest: one step lighter (in OKLCH lightness) would fail.
    const l = oklch(parse(fixed)!)!.l;
    const lighter = toHex(parseColour(`oklch(${l + 0.02} 0 0)`)!);
    expect(ratio(lighter, "#facc15")).toBeLessThan(4.5);
  });

  it("keeps the hue of a coloured text and moves its lightness toward the side that needs less change", () => {
    const blue = "#60a5fa";
    const onWhite = toHex(nearestPassingColour(rgb(blue), [solid("#ffffff")]));
    const onNavy = toHex(nearestPassingColour(rgb(blue), [solid("#1e3a8a")]));
    expect(ratio(onWhite, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(ratio(onNavy, "#1e3a8a")).toBeGreaterThanOrEqual(4.5);
    expect(oklch(parse(onWhite)!)!.l).toBeLessThan(oklch(parse(blue)!)!.l);
    expect(oklch(parse(onNavy)!)!.l).toBeGreaterThan(oklch(parse(blue)!)!.l);
    for (const c of [onWhite, onNavy]) expect(Math.abs(oklch(parse(c)!)!.h! - oklch(parse(blue)!)!.h!)).toBeLessThan(6);
  });

  it("uses 3:1 for large text, so large text moves less than body text", () => {
    expect(aaTargetFor(24, 400)).toBe(AA_LARGE);
    expect(aaTargetFor(18.66, 700)).toBe(AA_LARGE);
    expect(aaTargetFor(18.66, 400)).toBe(AA_NORMAL);
    expect(aaTargetFor(16, 700)).toBe(AA_NORMAL);
    const large = toHex(nearestPassingColour(rgb("#aaaaaa"), [solid("#ffffff", AA_LARGE)]));
    const body = toHex(nearestPassingColour(rgb("#aaaaaa"), [solid("#ffffff", AA_NORMAL)]));
    expect(ratio(large, "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(ratio(large, "#ffffff")).toBeLessThan(4.5);
    expect(ratio(body, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("passes against every pixel of an uneven background: text must clear both the darkest and the lightest", () => {
    const photo: BackgroundExtremes = { darkest: rgb("#0b1020"), lightest: rgb("#4a5568"), target: AA_NORMAL };
    expect(worstContrast(rgb("#333333"), photo)).toBe(1);
    const fixed = nearestPassingColour(rgb("#333333"), [photo]);
    expect(passesEverywhere(fixed, [photo])).toBe(true);
    expect(ratio(toHex(fixed), "#4a5568")).toBeGreaterThanOrEqual(4.5);
    expect(ratio(toHex(fixed), "#0b1020")).toBeGreaterThanOrEqual(4.5);
  });

  it("must pass at every width it is shown at", () => {
    const fixed = nearestPassingColour(rgb("#888888"), [solid("#ffffff"), solid("#f1f5f9")]);
    expect(ratio(toHex(fixed), "#f1f5f9")).toBeGreaterThanOrEqual(4.5);
  });

  it("judges translucent text blended over the background", () => {
    const faint = { r: 0, g: 0, b: 0, alpha: 0.2 };
    expect(worstContrast(faint, solid("#ffffff"))).toBeLessThan(1.7);
    expect(passesEverywhere(nearestPassingColour(faint, [solid("#ffffff")]), [solid("#ffffff")])).toBe(true);
  });

  it("falls back to the better of black and white when no shade of the hue can pass", () => {
    const everything: BackgroundExtremes = { darkest: rgb("#000000"), lightest: rgb("#ffffff"), target: AA_NORMAL };
    const fixed = nearestPassingColour(rgb("#ff0000"), [everything]);
    expect(["#000000", "#ffffff"]).toContain(toHex(fixed));
  });
});
