import type { LayoutDocument } from "../provider.ts";
import { MEASURED_WIDTHS, measureLayout, type WidthMetrics } from "../rendered/layout-metrics.ts";
import type { LayoutRenderer } from "../rendered/layout-renderer.ts";
import type { IntentResult } from "./intent-result.ts";
import type { Intent, IntentTools } from "./intents.ts";
import { compareLayouts, describeVerdict, holds } from "./layout-checks.ts";

const widths = MEASURED_WIDTHS.join(" and ");
const CHECKED = `Checked in a real render at ${widths} px: no sideways scrolling, and no section lost spacing.`;

/** A render that cannot run leaves the suggestion unchecked rather than refused (the summary does not claim a check). */
async function tryMeasure(renderer: LayoutRenderer, doc: LayoutDocument): Promise<WidthMetrics[] | null> {
  try {
    return await measureLayout(renderer, doc);
  } catch {
    return null;
  }
}

/**
 * Runs one suggestion and measures the page before and after: a result that makes the page scroll sideways or
 * takes spacing from a section is replaced by the suggestion's gentler version when that holds, else not applied;
 * the summary says what was measured either way.
 */
export async function applyChecked(intent: Intent, doc: LayoutDocument, tools: IntentTools): Promise<IntentResult> {
  const before = await tryMeasure(tools.renderer, doc);
  const result = await intent.apply(doc, tools);
  if (!before) return result;
  const after = await tryMeasure(tools.renderer, result.doc);
  if (!after) return result;
  const verdict = compareLayouts(before, after);
  if (holds(verdict)) return { ...result, summary: `${result.summary} ${CHECKED}` };
  if (intent.gentler) {
    const gentler = await intent.gentler(doc, tools);
    const measured = await tryMeasure(tools.renderer, gentler.doc);
    if (measured && holds(compareLayouts(before, measured))) return { ...gentler, summary: `${gentler.summary} ${CHECKED}` };
  }
  return { doc, summary: `Did not apply "${intent.label}": ${describeVerdict(verdict)}. The layout is unchanged.` };
}
