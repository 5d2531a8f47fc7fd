import type { Page } from "puppeteer-core";
import type { ElementSnapshot, WidthSnapshot } from "../context.ts";
import { packingKey, readPacking, type PackingSample } from "../packing.ts";
import type { PackedContainer } from "./in-page/boxes.ts";
import { pageCall, type PageEvaluate } from "./page-script.ts";
import { resizeAndSettle } from "./snapshot.ts";


/** Time a script gets to follow a resize: Masonry-style libraries debounce their resize handler by 100 ms. */
export const PACKING_SCRIPT_MS = 130;
/** Widths sampled on a fixed grid between the narrowest and widest capture (never chosen from the verify widths). */
const GRID_STEP = 96;
/** Where two samples disagree, the switch is searched down to this many px. */
const RESOLUTION = 8;
/** Upper bound on extra resizes per page (each costs a debounced re-layout). */
const MAX_SAMPLES = 24;

/**
 * A script that packs items into the shortest column re-packs them at every width: which column an item lands in
 * depends on every height above it, so the captures alone do not say how the page looks between them. The script
 * is measured instead: on a fixed grid between the captured widths, and then by bisection wherever two neighbours
 * pack differently, so the rules can switch where the script switches. Where the page's CSS changes above the widest
 * capture (`above`: Bootstrap's container grows at 1400 px and the script re-packs), the samples reach up to
 * `above.top` the same way, starting with `above.widths`. Returns, per container, its samples (captured widths
 * included) widest first.
 */
export async function samplePackings(
  page: Page,
  evaluate: PageEvaluate,
  containers: PackedContainer[],
  captured: Map<number, WidthSnapshot>,
  above?: { top: number; widths: number[] } | null,
): Promise<Map<string, PackingSample[]>> {
  const samples = new Map<number, PackingSample[]>();
  for (const [width, snap] of captured) samples.set(width, containers.map((c) => fromSnapshot(width, snap, c)));
  const widths = [...captured.keys()];
  const lo = Math.min(...widths);
  const hi = Math.max(...widths, above?.top ?? 0);
  let budget = MAX_SAMPLES;
  const measure = async (width: number) => {
    budget--;
    await resizeAndSettle(page, width, evaluate, { scriptMs: PACKING_SCRIPT_MS });
    const stamps = containers.flatMap((c) => [c.stamp, ...c.items]);
    const rows = await evaluate(pageCall("boxes", stamps));
    let at = 0;
    samples.set(
      width,
      containers.map((c) => {
        const box = toSnapshot(rows[at++]);
        const items = c.items.map(() => toSnapshot(rows[at++]));
        return { width, container: box, items };
      }),
    );
  };
  for (const w of above?.widths ?? []) if (budget > 0) await measure(w);
  for (let w = lo + GRID_STEP; w < hi && budget > 0; w += GRID_STEP) {
    if ([...samples.keys()].every((c) => Math.abs(c - w) > RESOLUTION)) await measure(w);
  }
  const key = (width: number) => samples.get(width)!.map((s) => packingKey(readPacking(s))).join("|");
  for (let changed = true; changed && budget > 0; ) {
    changed = false;
    const sorted = [...samples.keys()].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length && budget > 0; i++) {
      const [a, b] = [sorted[i - 1], sorted[i]];
      if (b - a <= RESOLUTION || key(a) === key(b)) continue;
      await measure(Math.round((a + b) / 2));
      changed = true;
    }
  }
  const out = new Map<string, PackingSample[]>();
  const sorted = [...samples.keys()].sort((a, b) => b - a);
  containers.forEach((c, i) => out.set(c.stamp, sorted.map((w) => samples.get(w)![i])));
  return out;
}

function fromSnapshot(width: number, snap: WidthSnapshot, c: PackedContainer): PackingSample {
  const missing: ElementSnapshot = { x: 0, y: 0, w: 0, h: 0, rendered: false, styles: [] };
  return { width, container: snap.get(c.stamp) ?? missing, items: c.items.map((s) => snap.get(s) ?? missing) };
}

function toSnapshot(row: number[] | undefined): ElementSnapshot {
  const [x = 0, y = 0, w = 0, h = 0, rendered = 0] = row ?? [];
  return { x, y, w, h, rendered: rendered === 1, styles: [] };
}
