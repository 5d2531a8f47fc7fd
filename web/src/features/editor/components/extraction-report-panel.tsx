import type { ExtractionReport } from "@layoutlift/core/contract/extraction-report";

const px = (widths: number[]) => (widths.length ? `${widths.join(", ")} px` : "none");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * What the extraction did to this layout (contract/extraction-report.ts), shown while nothing is selected: which
 * widths it captured, what it redrew or kept as pixels, which controls work in the export and which do not.
 */
export function ExtractionReportPanel({ report }: { report: ExtractionReport }) {
  const { widths, drawings, packings, atRules, controls, assets, timing } = report;
  const rows: [string, string][] = [
    ["Widths captured", px(widths.captured)],
    ["Widths sampled", widths.sampled.length ? `${px(widths.sampled)}${widths.aboveWidest.length ? ` (${px(widths.aboveWidest)} above the widest)` : ""}` : "none"],
    ["Checked at", px(widths.verified)],
    ["Drawings", `${drawings.vectorised} redrawn as shapes, ${drawings.pixels} kept as pixels`],
    ["Packed layouts", `${packings.found} found, ${packings.relaid} re-packed with CSS`],
    ["At-rules dropped", `${atRules.refused + atRules.unused} (${atRules.refused} refused, ${atRules.unused} unused)`],
    ["Controls", `${controls.reproduced} of ${controls.found} reproduced`],
    ["Behaviours", String(controls.behaviours)],
    ["Images kept", String(assets.images)],
    ["Fonts kept", String(assets.fonts)],
    ["Time", `${seconds(timing.totalMs)} (capture ${seconds(timing.captureMs)}, check ${seconds(timing.verifyMs)})`],
  ];
  return (
    <section aria-labelledby="extraction-report-title" className="border-t p-4 text-sm" data-testid="extraction-report">
      <h3 id="extraction-report-title" className="mb-2 font-semibold">
        Extraction report
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd data-report={term}>{value}</dd>
          </div>
        ))}
      </dl>
      {controls.notReproduced.length > 0 && (
        <>
          <h4 className="mt-3 font-medium">Controls not reproduced</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {controls.notReproduced.map((c, i) => (
              <li key={i}>
                {c.control}: {c.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
