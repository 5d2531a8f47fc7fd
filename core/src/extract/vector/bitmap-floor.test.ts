import { describe, expect, it } from "vitest";
import { sizedSample as sample } from "../testing/canvas-record-builders.ts";
import { flooredDensity } from "./bitmap-floor.ts";

describe("flooredDensity", () => {
  it("finds a page that floors its bitmap to its box (Chart.js: a 459.8 px box on 459 pixels)", () => {
    expect(flooredDensity([sample(458, 229, 458, 229), sample(459.8, 229.9, 459, 229), sample(479.2, 239.6, 479, 239)])).toBe(1);
  });

  it("counts bitmap pixels per px on a dense screen", () => {
    expect(flooredDensity([sample(200.3, 100.2, 400, 200), sample(230.8, 115.4, 461, 230)])).toBe(2);
  });

  it("takes a box a hair under a whole pixel as that pixel (boxes come in 1/64 px)", () => {
    expect(flooredDensity([sample(459.996, 229.5, 460, 229)])).toBe(1);
  });

  it("is null for a page that rounds its bitmap, and where no sample tells a floor from a rounding", () => {
    expect(flooredDensity([sample(459.8, 229.9, 460, 230), sample(479.2, 239.6, 479, 240)])).toBeNull();
    expect(flooredDensity([sample(458, 229, 458, 229), sample(479.2, 239.4, 479, 239)])).toBeNull();
  });

  it("is null when the density changes between samples", () => {
    expect(flooredDensity([sample(459.8, 229.9, 459, 229), sample(230.8, 115.4, 461, 230)])).toBeNull();
  });
});
