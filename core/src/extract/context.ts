import type { Root } from "postcss";
import type { DrawnPixels } from "./browser/drawn-pixels.ts";
import type { CanvasRecord } from "./vector/display-list.ts";
import type { Document, Element } from "./dom.ts";
import type { RecordedStates } from "./states/recorded-states.ts";

/** The boxes of one script-packed container and its items (document order) at one viewport width (packing.ts). */
export interface PackingSample {
  width: number;
  container: ElementSnapshot;
  items: ElementSnapshot[];
}

/** Styles compared between the original and the extraction; also the values a patch rule may restore. */
export const KEY_STYLES = [
  "display",
  "position",
  "float",
  "color",
  "background-color",
  "background-image",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "text-align",
  "text-transform",
  "letter-spacing",
  "opacity",
  "visibility",
  "border-top-width",
  "border-top-color",
  "border-top-style",
  "border-radius",
  "box-shadow",
  "flex-direction",
  "justify-content",
  "align-items",
  "gap",
  "grid-template-columns",
] as const;

/** One element's box (document coordinates, CSS px) and key computed styles at one viewport width. */
export interface ElementSnapshot {
  x: number;
  y: number;
  w: number;
  h: number;
  /** false when the element generates no box (display: none on it or an ancestor). */
  rendered: boolean;
  styles: string[]; // values in KEY_STYLES order
}

/** Snapshots of every stamped element, by stamp id, at one width. */
export type WidthSnapshot = Map<string, ElementSnapshot>;

/** What passes did that only they know, counted for the extraction report (outcomes.ts). */
export interface PassOutcomes {
  vectorDrawings: number;
  pixelDrawings: number;
  relaidPackings: number;
  unusedAtRules: number;
}

export interface ComponentInfo {
  name: string;
  kind: string;
  stamp: string;
  children?: string[];
}

/** Everything the passes read and write; one per extraction. */
export interface ExtractContext {
  /** Final URL after redirects: the base for relative URLs. */
  pageUrl: string;
  document: Document;
  html: Element;
  body: Element;
  /** The page's author CSS (document scope) as read from the CSSOM, in cascade order. */
  css: Root;
  /** Author CSS of each open shadow root, by the stamp of its host. */
  shadowCss: Map<string, Root>;
  /** Snapshots by viewport width; the first width is the primary (desktop) one. */
  snapshots: Map<number, WidthSnapshot>;
  widths: number[];
  /** What each visible canvas, frame and poster-less video showed at the primary width, by stamp. */
  drawn?: Map<string, DrawnPixels>;
  /** The same at the other widths the capture visited, by width then stamp (canvases and frames only). */
  drawnByWidth?: Map<number, Map<string, DrawnPixels>>;
  /** 2D canvases' display lists by viewport width then stamp (null: not drawable as shapes there). */
  drawings?: Map<number, Map<string, CanvasRecord | null>>;
  /**
   * Stamps of elements whose script-written layout a pass replaced by CSS of its own (packed columns): their captured
   * position styles describe the script's frozen layout, so verification must not patch them back.
   */
  scriptLayouts?: Set<string>;
  /** Boxes of script-packed containers and their items at the captured and sampled widths, by container stamp. */
  packings?: Map<string, PackingSample[]>;
  /** Images the page's Content-Security-Policy refused: schemes (`data`) or addresses (browser/blocked-images.ts). */
  blockedImages?: string[];
  limits: { maxElements: number; maxHeightPx: number };
  /** What the page's menus, tabs, dialogs and carousels did when activated, elements by stamp (issue 24). */
  states?: RecordedStates;
  components: ComponentInfo[];
  notes: string[];
  /** At-rules the stylesheet policy dropped (`@import`, `@plugin`, unknown ones): the report's `removedAtRules`. */
  removedAtRules?: number;
  /** What the passes did, counted for the extraction report (outcomes.ts). */
  outcomes?: PassOutcomes;
}

export function primarySnapshot(ctx: ExtractContext): WidthSnapshot {
  return ctx.snapshots.get(ctx.widths[0]) ?? new Map();
}

export function styleValue(snap: ElementSnapshot | undefined, prop: (typeof KEY_STYLES)[number]): string | undefined {
  return snap?.styles[KEY_STYLES.indexOf(prop)];
}
