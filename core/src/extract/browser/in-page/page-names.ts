/**
 * Names and limits shared by the code that runs in the page (this folder) and the Node side that drives it. This file
 * imports nothing, so both sides can import it: the in-page bundles get the values compiled in.
 */

/** The attribute every captured element is stamped with (the Node side reads it back from the markup). */
export const STAMP = "data-ll-id";

/** Past this many drawing calls since the last clear a canvas is a game or an animation, not a chart: stop recording. */
export const MAX_OPS = 20_000;
/** All canvases of a page together: past this, the page's renderer would hold too much for us. */
export const MAX_PAGE_OPS = 200_000;

/** Page-world `Symbol.for` names under which the installed scripts meet each other and the Node side. */
export const PAGE_SYMBOLS = {
  /** The recorder hands a canvas's record to the readers (serve-canvas-records.ts). */
  recordOf: "layoutlift.canvasRecordOf",
  records: "layoutlift.canvasRecords",
  redrawn: "layoutlift.canvasRedrawn",
  animated: "layoutlift.canvasAnimated",
  /** Set while a full-page screenshot resizes the viewport (hold-resizes.ts). */
  holdResizes: "layoutlift.holdResizes",
  /** Set once a page script listens for resizes (watch-resizes.ts). */
  followsResize: "layoutlift.followsResize",
  /** Set once a page script can learn that the page scrolled (watch-scrolls.ts). */
  followsScroll: "layoutlift.followsScroll",
  /** Set once a page script listens for a pointer arriving (watch-scrolls.ts): only then can a menu open on hover. */
  followsHover: "layoutlift.followsHover",
} as const;

/**
 * Questions the capture's isolated world asks watch-pending.ts by dispatching them on the window: the page's script
 * cancels one when it has none of that work pending (settle-checks.ts). Not canceled: pending, or nobody to ask.
 */
export const SETTLE_EVENTS = {
  /** No animation frame callback pending and no observer that starts watching and reports at the next frame. */
  frameFree: "layoutlift-settle-frame",
  /** The same, after a step that changed the page: no observer whose targets changed since it last reported. */
  frameFreeChanged: "layoutlift-settle-frame-changed",
  /** Canceled when an observer's target changed since its last report: that report is still to come. */
  reportDue: "layoutlift-settle-report-due",
  /** No short timer pending. */
  timersFree: "layoutlift-settle-timers",
  /** No message posted (a scheduler's next task) since the last question. */
  messagesFree: "layoutlift-settle-messages",
  /** Not questions: while a recording runs, the page's short timers run at once (its transitions are zero-length). */
  hurry: "layoutlift-settle-hurry",
  unhurry: "layoutlift-settle-unhurry",
} as const;
/** A timer at most this long counts as the page still working on a step (Bootstrap's 5 ms transition fallback). */
export const SHORT_TIMER_MS = 25;

/** The page's window seen as a holder of our symbol-keyed values. */
export type SymbolSlots = Record<symbol, unknown>;
