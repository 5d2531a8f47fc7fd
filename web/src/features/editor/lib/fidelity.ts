import type { LayoutJson } from "@layoutlift/core/contract/layout-json";

export type Fidelity = NonNullable<LayoutJson["fidelity"]>[number];

/** The measurement nearest the width the canvas shows (ties go to the wider one). */
export function fidelityForWidth(fidelity: readonly Fidelity[] | undefined, width: number): Fidelity | null {
  if (!fidelity?.length) return null;
  return fidelity.reduce((a, b) => {
    const da = Math.abs(a.width - width);
    const db = Math.abs(b.width - width);
    return db < da || (db === da && b.width > a.width) ? b : a;
  });
}

/** 0.987 → "98.7%", 1 → "100%". */
export function percent(score: number): string {
  const value = Math.floor(score * 1000) / 10;
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
