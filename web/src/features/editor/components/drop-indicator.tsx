import type { DropHint } from "../lib/drop-target";

/** Where a drag will land: a line between siblings, or a box around the container it goes into. */
export function DropIndicator({ hint }: { hint: DropHint }) {
  const { kind, box } = hint.indicator;
  return (
    <div
      data-testid="drop-indicator"
      data-kind={kind}
      className={kind === "line" ? "pointer-events-none absolute rounded bg-indigo-500" : "pointer-events-none absolute rounded border-2 border-dashed border-indigo-500 bg-indigo-500/10"}
      style={kind === "line" ? { ...box, minWidth: 2, minHeight: 2 } : box}
    />
  );
}
