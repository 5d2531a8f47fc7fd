export const tools = ["select", "text", "image", "container", "button"] as const;
export type Tool = (typeof tools)[number];
export type InsertKind = Exclude<Tool, "select">;

export const devices = { desktop: null, tablet: 768, mobile: 390 } as const;
export type Device = keyof typeof devices;

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 10;

export interface ViewSlice {
  tool: Tool;
  device: Device;
  zoom: number;
  grid: boolean;
}

export const initialViewSlice: ViewSlice = { tool: "select", device: "desktop", zoom: 100, grid: false };
