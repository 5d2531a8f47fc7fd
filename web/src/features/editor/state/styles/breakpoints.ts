import { DEVICE_WIDTHS, type Device } from "../view-slice";

/**
 * Where an edit made while a narrower device is shown goes. `newQuery` is used only when the author's CSS has no
 * block of its own for that device: the tablet and mobile-landscape breakpoints Webflow users know (and the AI
 * engine's mobile breakpoint), cascading down, so a tablet change also holds on phones unless mobile overrides it.
 */
export interface Breakpoint {
  device: Exclude<Device, "desktop">;
  width: number;
  /** Widths the edit must not reach: every wider device being designed for. */
  widerWidths: number[];
  newQuery: string;
}

const NEW_QUERIES = { tablet: "(max-width: 991px)", mobile: "(max-width: 767px)" } as const;

export function breakpointFor(device: Device, desktopWidth: number): Breakpoint | null {
  if (device === "desktop") return null;
  const widerWidths = device === "tablet" ? [desktopWidth] : [DEVICE_WIDTHS.tablet, desktopWidth];
  return { device, width: DEVICE_WIDTHS[device], widerWidths, newQuery: NEW_QUERIES[device] };
}
