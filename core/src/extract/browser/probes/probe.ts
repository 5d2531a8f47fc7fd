import type { Page } from "puppeteer-core";
import type { PageEvaluate } from "../page-script.ts";
import type { Follows } from "../snapshot.ts";

/** What a capture was asked for (capture.ts's options, as far as the probes read them). */
export interface ProbeOptions {
  widths: number[];
  /** Widths read only so the verify step can judge the output there (never used to build it). */
  verifyWidths?: number[];
  maxElements: number;
  maxHeightPx: number;
}

/** One capture of one loaded, stamped page, shared by its probes. */
export interface CaptureSession {
  page: Page;
  evaluate: PageEvaluate;
  options: ProbeOptions;
  /** The first (widest) captured width, where the page was loaded and the screenshot is taken. */
  primary: number;
  /** The other captured widths, widest first. */
  others: number[];
  /** How the page follows a resize: known once every probe has read the primary width. */
  follows: Follows;
  /** Records the milliseconds since the last lap under `name` (the capture's timings). */
  lap(name: string): void;
  timings: Record<string, number>;
}

/**
 * One kind of thing the capture reads from the live page (markup, CSS, boxes, drawn pixels, vector drawings,
 * packings…). The capture runs every probe's hooks phase by phase, in the table's order (probe-table.ts), so all of
 * them share one resize per width. A probe does its own extra visits (samples between widths) in `sample`.
 */
export interface Probe<Out> {
  readonly name: string;
  /** Before the page is opened (e.g. listening to its responses). */
  start?(): void;
  /** At the primary width, before any read: may settle the page (one probe after another). */
  measure?(): Promise<void>;
  /** At the primary width, all probes' reads together; nothing may resize here. */
  read?(): Promise<void>;
  /** The full-page screenshot taken at the primary width after every read. */
  screenshot?(png: Uint8Array): void;
  /** Time the page's scripts need to follow a resize for what this probe reads (debounced re-layouts), in ms. */
  scriptMs?(): number;
  /** At each other captured width, after the earlier probes' reads there. */
  atWidth?(width: number): Promise<void>;
  /** After every captured width: the probe's own visits. */
  sample?(): Promise<void>;
  result(): Out;
}
