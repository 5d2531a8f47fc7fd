import type { PackingSample } from "../../packing.ts";
import type { PackedContainer } from "../in-page/boxes.ts";
import { PACKING_SCRIPT_MS, samplePackings } from "../packing-samples.ts";
import { pageCall } from "../page-script.ts";
import type { BoxesOutput } from "./boxes-probe.ts";
import type { CaptureSession, Probe } from "./probe.ts";
import type { CssProbe } from "./css-probe.ts";
import { aboveCaptureWidths } from "../../width-ranges.ts";

export interface PackingsOutput {
  /** Boxes of script-packed containers (Masonry) at the captured widths and the widths sampled between, by stamp. */
  packings: Map<string, PackingSample[]>;
}

/** Containers a script packs into columns, measured wherever their packing changes (packing-samples.ts). */
export function packingsProbe(session: CaptureSession, others: { boxes: Probe<BoxesOutput>; css: CssProbe }): Probe<PackingsOutput> {
  let packed: PackedContainer[] = [];
  let packings = new Map<string, PackingSample[]>();
  return {
    name: "packings",
    async read() {
      packed = await session.evaluate(pageCall("packed"));
    },
    // A page that packs items into columns by script re-packs them after every resize, debounced: give it time.
    scriptMs: () => (packed.length ? PACKING_SCRIPT_MS : 0),
    async sample() {
      if (!packed.length) return;
      const snapshots = others.boxes.result().snapshots;
      const above = aboveCaptureWidths(session.options.widths, others.css.pageBreakpoints());
      packings = await samplePackings(session.page, session.evaluate, packed, snapshots, above);
      session.lap("packings");
    },
    result: () => ({ packings }),
  };
}
