import type { WidthSnapshot } from "../../context.ts";
import { snapshotAt } from "../snapshot.ts";
import type { CaptureSession, Probe } from "./probe.ts";

export interface BoxesOutput {
  /** Every stamped element's box and key styles, by captured width. */
  snapshots: Map<number, WidthSnapshot>;
  /** The same at the verify-only widths. */
  verifySnapshots: Map<number, WidthSnapshot>;
  /** The page's height at the primary width. */
  pageHeight: number;
}

/** Boxes and key styles of every stamped element at each captured width, then at the verify widths. */
export function boxesProbe(session: CaptureSession): Probe<BoxesOutput> {
  const snapshots = new Map<number, WidthSnapshot>();
  const verifySnapshots = new Map<number, WidthSnapshot>();
  let pageHeight = 0;
  return {
    name: "boxes",
    async measure() {
      const first = await snapshotAt(session.page, session.primary, session.evaluate);
      snapshots.set(session.primary, first.boxes);
      pageHeight = first.height;
    },
    async atWidth(width) {
      snapshots.set(width, (await snapshotAt(session.page, width, session.evaluate, session.follows)).boxes);
    },
    async sample() {
      for (const width of session.options.verifyWidths ?? []) {
        verifySnapshots.set(width, (await snapshotAt(session.page, width, session.evaluate, session.follows)).boxes);
      }
      session.lap("snapshots");
    },
    result: () => ({ snapshots, verifySnapshots, pageHeight }),
  };
}
