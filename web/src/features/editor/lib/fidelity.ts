import type { LayoutJson } from "@layoutlift/core/api/layout-json";
import { devices, type Device } from "../state/view-slice";

export type Fidelity = NonNullable<LayoutJson["fidelity"]>[number];

/** The measurement closest to what the canvas shows: the widest for desktop, else the nearest width. */
export function fidelityForDevice(fidelity: readonly Fidelity[] | undefined, device: Device): Fidelity | null {
  if (!fidelity?.length) return null;
  const target = devices[device];
  if (target === null) return fidelity.reduce((a, b) => (b.width > a.width ? b : a));
  return fidelity.reduce((a, b) => (Math.abs(b.width - target) < Math.abs(a.width - target) ? b : a));
}

/** 0.987 → "98.7%", 1 → "100%". */
export function percent(score: number): string {
  const value = Math.floor(score * 1000) / 10;
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
