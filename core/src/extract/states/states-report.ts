import type { ExtractContext } from "../context.ts";
import { elements, stampOf, textContent } from "../dom.ts";

/**
 * What the extraction report says about the page's controls (issue 24): how many were found and reproduced, and, by
 * name, those the export cannot reproduce (content the page renders only when open, a state the contract refuses),
 * so a dead control is never shipped silently.
 */
export interface StatesReport {
  stats: Record<string, number>;
  note: string | null;
  /** Each control the export cannot reproduce, by its label, with the reason. */
  notReproduced: { control: string; reason: string }[];
}

export function statesReport(ctx: ExtractContext): StatesReport {
  const states = ctx.states;
  if (!states) return { stats: {}, note: null, notReproduced: [] };
  const stats = { "behaviours:found": states.found.length, "behaviours:reproduced": states.reproduced.length };
  if (!states.notReproduced.length) return { stats, note: null, notReproduced: [] };
  const byStamp = new Map(elements(ctx.body, true).map((el) => [stampOf(el), el]));
  const notReproduced = states.notReproduced.map(({ control, reason }) => {
    const el = byStamp.get(control);
    const label = (el && (el.attribs["aria-label"] || textContent(el)))?.replace(/\s+/g, " ").trim().slice(0, 40);
    return { control: label ? `“${label}”` : "a control", reason };
  });
  const n = notReproduced.length;
  const names = notReproduced.map(({ control, reason }) => `${control} (${reason})`);
  return { stats, note: `${n} control${n === 1 ? "" : "s"} not reproduced: ${names.join("; ")}`, notReproduced };
}
