import type { BehaviourCapture } from "../in-page/behaviour-record.ts";
import type { ScrollCapture } from "../in-page/scroll-record.ts";
import { pageCall, type PageCall } from "../page-script.ts";
import { followsHover, followsScroll } from "../scroll-watch.ts";
import { setViewportSize, viewportOf } from "../snapshot.ts";
import type { CaptureSession, Probe } from "./probe.ts";

/** At most this many controls are activated per width, and all of them together get this long (issue 24). */
export const MAX_CONTROLS = 60;
export const BEHAVIOUR_BUDGET_MS = 8_000;
/**
 * Scroll-driven states (recorded once, at the primary width) get their own time on top, so adding them took no
 * time from the controls: a loaded machine already eats into the controls' share.
 */
const SCROLL_BUDGET_MS = 1_500;
/** Opening the controls whose content the page mounts only while open, to keep a copy (in-page/behaviour-mounts.ts). */
export const MOUNT_BUDGET_MS = 1_500;

/**
 * The recording's resize: the frame that delivers it and the page's own follow-up, settled as a recorded step is
 * (in-page/settle-checks.ts followResize), not the run of frames a captured width's boxes wait for (snapshot.ts):
 * Bootstrap's two resizes were ~150 ms each of the ~650 ms its behaviours took.
 */
async function resizeForRecording(session: CaptureSession, width: number): Promise<void> {
  if (viewportOf(session.page)?.width === width) return;
  await setViewportSize(session.page, width);
  await session.evaluate(pageCall("followResize", 1000));
  if (session.follows.static) await session.evaluate(pageCall("freeze"));
}

/** Whether the page declares a Bootstrap scrollspy (read from its attributes by in-page/scroll-record.ts). */
const DECLARES_SPY = '!!document.querySelector("[data-bs-spy=scroll]")' as PageCall<boolean>;

export interface BehaviourStatesOutput {
  /** What each control did, by the width it was activated at (the phone width first, then the primary one). */
  behaviourCaptures: Map<number, BehaviourCapture>;
  /** Scroll-driven states, recorded at the primary width (null when the budget ran out first). */
  scrollCapture: ScrollCapture | null;
}

/**
 * The page's controls activated one at a time in a fresh state (in-page/behaviour-record.ts), at the narrowest
 * captured width (a navbar collapses only on phones), then at the primary width those that showed nothing there (a
 * menu inside the collapsed navbar), within one time budget. States are classes and attributes whose look the CSS
 * decides at every width, so one recording per control is enough. It clicks: it runs after every other probe.
 */
export function behaviourStatesProbe(session: CaptureSession): Probe<BehaviourStatesOutput> {
  const behaviourCaptures = new Map<number, BehaviourCapture>();
  let scrollCapture: ScrollCapture | null = null;
  return {
    name: "behaviourStates",
    async sample() {
      const widths = [...new Set([Math.min(session.primary, ...session.others), session.primary])];
      // The budget is the recordings' work, not the clock (a resize on a busy machine takes none of it).
      let used = 0;
      let only: string[] | null = null;
      let current: number | null = null;
      // No script listens for a pointer arriving: no menu can open on hover, so none is pointed at first.
      const hover = await followsHover(session.page);
      for (const width of widths) {
        const left = BEHAVIOUR_BUDGET_MS - used;
        if (left <= 200 || (only && !only.length)) break;
        await resizeForRecording(session, width);
        current = width;
        const capture: BehaviourCapture = await session.evaluate(pageCall("behaviours", MAX_CONTROLS, left, only, hover));
        behaviourCaptures.set(width, capture);
        used += capture.workMs;
        // Again at the primary width: what showed nothing here (a menu in the collapsed navbar), but not a tab that
        // changed nothing (the selected one: it does nothing at any width, and alone it cost a resize back).
        only = capture.records.filter((r) => !r.shown.length && !r.hidden.length && (r.kind !== "tab" || r.changes.length > 0)).map((r) => r.control);
      }
      // Scroll-driven states at the primary width, within their own budget. Where no script can learn of a scroll
      // (scroll-watch.ts) and no Bootstrap spy is declared, no width has any to record: the page is not resized back.
      const follows = await followsScroll(session.page);
      if (follows || (await session.evaluate(DECLARES_SPY))) {
        if (current !== session.primary) await resizeForRecording(session, session.primary);
        scrollCapture = await session.evaluate(pageCall("scrollStates", SCROLL_BUDGET_MS, follows));
      } else scrollCapture = { offsets: [], spies: [], line: 0, ms: 0 };
      session.lap("behaviours");
    },
    result: () => ({ behaviourCaptures, scrollCapture }),
  };
}
