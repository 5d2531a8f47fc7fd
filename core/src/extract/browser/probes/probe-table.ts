import { behaviourStatesProbe } from "./behaviour-states-probe.ts";
import { boxesProbe } from "./boxes-probe.ts";
import { cssProbe } from "./css-probe.ts";
import { drawnPixelsProbe } from "./drawn-pixels-probe.ts";
import { markupProbe } from "./markup-probe.ts";
import { packingsProbe } from "./packings-probe.ts";
import type { CaptureSession, Probe } from "./probe.ts";
import { vectorDrawingsProbe } from "./vector-drawings-probe.ts";

/**
 * The capture's probes, in the order each phase runs them (probe.ts): at every width the boxes are read first (their
 * resize settles the page for the others), and after the widths the boxes' verify widths, the CSS text (whose
 * breakpoints the packings and drawings sample between and above the captures), the packings, then the drawn pixels
 * and vector drawings.
 *
 * The behaviour states of the page's controls (issue 24: menus, tabs, dialogs opened at the phone and primary widths)
 * come last: that probe clicks, so it runs after everything else has read the page.
 */
export function probeTable(session: CaptureSession) {
  const boxes = boxesProbe(session);
  const css = cssProbe(session);
  const vectorDrawings = vectorDrawingsProbe(session, { css });
  return {
    boxes,
    css,
    packings: packingsProbe(session, { boxes, css }),
    markup: markupProbe(session),
    drawnPixels: drawnPixelsProbe(session, { boxes, css, vector: vectorDrawings }),
    vectorDrawings,
    behaviourStates: behaviourStatesProbe(session),
  } satisfies Record<string, Probe<unknown>>;
}

export type ProbeTable = ReturnType<typeof probeTable>;

/** Each probe's typed output, by its name in the table. */
export type ProbeOutputs = { [K in keyof ProbeTable]: ReturnType<ProbeTable[K]["result"]> };

export function probeOutputs(table: ProbeTable): ProbeOutputs {
  return Object.fromEntries(Object.entries(table).map(([name, probe]) => [name, probe.result()])) as ProbeOutputs;
}
