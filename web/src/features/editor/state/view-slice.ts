export const tools = ["select", "text", "image", "container", "button"] as const;
export type Tool = (typeof tools)[number];
export type InsertKind = Exclude<Tool, "select">;

export const deviceNames = ["desktop", "tablet", "mobile"] as const;
export type Device = (typeof deviceNames)[number];

/** Tablet and mobile are fixed CSS widths; desktop defaults to 1280 and can be changed in the width picker. */
export const DEVICE_WIDTHS = { tablet: 768, mobile: 390 } as const;
export const DESKTOP_WIDTH_DEFAULT = 1280;
export const DESKTOP_WIDTH_PRESETS = [1280, 1440] as const;
export const DESKTOP_WIDTH_MIN = 992;
export const DESKTOP_WIDTH_MAX = 3840;

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 10;

export interface ViewSlice {
  tool: Tool;
  device: Device;
  /** The CSS width of the desktop canvas (1280 unless the user picked another). */
  desktopWidth: number;
  zoom: number;
  grid: boolean;
}

export const initialViewSlice: ViewSlice = { tool: "select", device: "desktop", desktopWidth: DESKTOP_WIDTH_DEFAULT, zoom: 100, grid: false };

/** The CSS width the canvas renders the page at for the device being shown. */
export function canvasWidth(view: Pick<ViewSlice, "device" | "desktopWidth">): number {
  return view.device === "desktop" ? view.desktopWidth : DEVICE_WIDTHS[view.device];
}
