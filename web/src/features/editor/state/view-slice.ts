import type { SetState } from "./store-set";

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

/** The viewport height each device is drawn with, so `100vh` means what it means on that device. */
export const DEVICE_HEIGHTS = { tablet: 1024, mobile: 844 } as const;
export const DESKTOP_HEIGHT_DEFAULT = 800;
export const DESKTOP_HEIGHT_MIN = 400;
export const DESKTOP_HEIGHT_MAX = 2160;

export const ZOOM_MIN = 50;
export const ZOOM_MAX = 200;
export const ZOOM_STEP = 10;

/** How the canvas is shown: none of it is part of the document or its history. */
export interface ViewSlice {
  tool: Tool;
  device: Device;
  /** The CSS width of the desktop canvas (1280 unless the user picked another). */
  desktopWidth: number;
  /** The CSS height of the desktop viewport (800 unless the user picked another). */
  desktopHeight: number;
  /** Actual size is 100; the slider sets it. */
  zoom: number;
  /** Scale the page to the width between the panels instead of `zoom` (the Fit button; on until the user zooms). */
  fitToWidth: boolean;
  /** The scale Fit gives at the current window size (reported by the canvas, shown by the zoom control). */
  fitScale: number;
  grid: boolean;
  /** Preview: the canvas is replaced by the layout as exported, with its menus and tabs working (nothing is edited). */
  preview: boolean;
  /** The behaviour target (html id) the canvas shows open, for editing the open menu or tab; the document is not changed. */
  shownOpen: string | null;
}

export interface ViewActions {
  setTool(tool: Tool): void;
  setDevice(device: Device): void;
  /** Picks the desktop canvas width (1280, 1440 or a custom one) and shows the desktop canvas. */
  setDesktopWidth(width: number): void;
  /** Picks the desktop viewport height (the custom size dialog). */
  setDesktopHeight(height: number): void;
  /** 50–200 % in steps of 10 (spec section 4), of the actual size; leaves fit-to-width. */
  setZoom(zoom: number): void;
  /** Scales the page to the width between the panels. */
  zoomToFit(): void;
  setFitScale(scale: number): void;
  toggleGrid(): void;
  setPreview(preview: boolean): void;
  showOpen(target: string | null): void;
}

export const initialViewSlice: ViewSlice = {
  tool: "select",
  device: "desktop",
  desktopWidth: DESKTOP_WIDTH_DEFAULT,
  desktopHeight: DESKTOP_HEIGHT_DEFAULT,
  zoom: 100,
  fitToWidth: true,
  fitScale: 1,
  grid: false,
  preview: false,
  shownOpen: null,
};

/** The CSS width the canvas renders the page at for the device being shown. */
export function canvasWidth(view: Pick<ViewSlice, "device" | "desktopWidth">): number {
  return view.device === "desktop" ? view.desktopWidth : DEVICE_WIDTHS[view.device];
}

/** The CSS viewport height the canvas renders the page at for the device being shown. */
export function canvasHeight(view: Pick<ViewSlice, "device" | "desktopHeight">): number {
  return view.device === "desktop" ? view.desktopHeight : DEVICE_HEIGHTS[view.device];
}

function desktopHeightOf(state: ViewSlice, height: number): Partial<ViewSlice> {
  if (!Number.isFinite(height)) return state;
  const desktopHeight = Math.min(DESKTOP_HEIGHT_MAX, Math.max(DESKTOP_HEIGHT_MIN, Math.round(height)));
  return desktopHeight === state.desktopHeight ? state : { desktopHeight };
}

function desktopWidthOf(state: ViewSlice, width: number): Partial<ViewSlice> {
  if (!Number.isFinite(width)) return state;
  const desktopWidth = Math.min(DESKTOP_WIDTH_MAX, Math.max(DESKTOP_WIDTH_MIN, Math.round(width)));
  return desktopWidth === state.desktopWidth && state.device === "desktop" ? state : { desktopWidth, device: "desktop" };
}

function zoomOf(state: ViewSlice, zoom: number): Partial<ViewSlice> {
  if (!Number.isFinite(zoom)) return state;
  const clamped = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom / ZOOM_STEP) * ZOOM_STEP));
  return clamped === state.zoom && !state.fitToWidth ? state : { zoom: clamped, fitToWidth: false };
}

export function viewActions(set: SetState<ViewSlice>): ViewActions {
  return {
    setTool: (tool) => set((s) => (s.tool === tool ? s : { tool })),
    setDevice: (device) => set((s) => (s.device === device ? s : { device })),
    setDesktopWidth: (width) => set((s) => desktopWidthOf(s, width)),
    setDesktopHeight: (height) => set((s) => desktopHeightOf(s, height)),
    setZoom: (zoom) => set((s) => zoomOf(s, zoom)),
    zoomToFit: () => set((s) => (s.fitToWidth ? s : { fitToWidth: true })),
    setFitScale: (fitScale) => set((s) => (s.fitScale === fitScale ? s : { fitScale })),
    toggleGrid: () => set((s) => ({ grid: !s.grid })),
    setPreview: (preview) => set((s) => (s.preview === preview ? s : { preview })),
    showOpen: (shownOpen) => set((s) => (s.shownOpen === shownOpen ? s : { shownOpen })),
  };
}
