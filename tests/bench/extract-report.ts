/** The extraction bench's results (tests/bench/extract.bench.ts): per-page rows, notes, and the JSON summary. */
import type { HtmlAudit, UnusedRules } from "../helpers/output-audit.ts";

export interface BenchPage {
  set: "fixtures" | "runtime" | "d2c";
  name: string;
  url: string;
}

export interface WidthResult {
  width: number;
  visual: number;
  ink: number;
  wordsKept: number;
  heightOriginal: number;
  heightExtraction: number;
}

export interface PageResult {
  page: BenchPage;
  error?: string;
  coldMs?: number;
  warmMs?: number;
  elements?: number;
  cssBytes?: number;
  audit?: HtmlAudit;
  rules?: UnusedRules;
  /** The verify step's own measure, as stored in layoutJson. */
  stored?: { width: number; score: number; captured: boolean }[];
  widths: WidthResult[];
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const percentile = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (x: number, digits = 4) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
const pct = (x: number | undefined) => (x === undefined || !Number.isFinite(x) ? "   -  " : (x * 100).toFixed(1).padStart(6));

export function printRow(r: PageResult, widths: readonly number[]): void {
  const name = r.page.name.padEnd(20).slice(0, 20);
  if (r.error) {
    console.log(`${name} FAILED: ${r.error}`);
    return;
  }
  const inks = widths.map((w) => pct(r.widths.find((x) => x.width === w)?.ink)).join(" ");
  const a = r.audit!;
  console.log(
    [
      name,
      inks,
      pct(mean(r.widths.map((x) => x.visual))),
      pct(mean(r.widths.map((x) => x.wordsKept))),
      String(Math.round((r.cssBytes ?? 0) / 102.4) / 10).padStart(7),
      String(r.rules!.unused).padStart(6),
      `${a.generatedClasses.length}/${a.readableClasses.length}`.padStart(8),
      String(a.styleAttributes).padStart(5),
      String(a.scripts + a.eventHandlers).padStart(6),
      String(Math.round(r.coldMs!)).padStart(7),
      String(Math.round(r.warmMs!)).padStart(7),
    ].join(" "),
  );
}

export function printNotes(results: PageResult[]): void {
  const notes: string[] = [];
  for (const r of results) {
    if (r.error || !r.audit || !r.rules) continue;
    const bits: string[] = [];
    if (r.rules.unused) bits.push(`unused rules: ${r.rules.examples.join(" | ")}`);
    if (r.rules.invalid) bits.push(`${r.rules.invalid} rules with only invalid selectors: ${r.rules.invalidExamples.join(" | ")}`);
    if (r.audit.generatedClasses.length) bits.push(`generated classes: ${r.audit.generatedClasses.slice(0, 8).join(" ")}`);
    const short = r.widths.filter((w) => Math.abs(w.heightExtraction - w.heightOriginal) > 4);
    if (short.length) bits.push(`height differs: ${short.map((w) => `${w.width}: ${w.heightOriginal}→${w.heightExtraction}`).join(", ")}`);
    const lostWords = r.widths.filter((w) => w.wordsKept < 0.995);
    if (lostWords.length) bits.push(`words lost at ${lostWords.map((w) => `${w.width} (${pct(w.wordsKept).trim()}%)`).join(", ")}`);
    if (bits.length) notes.push(`  ${r.page.name}: ${bits.join("; ")}`);
  }
  if (notes.length) console.log(`\nnotes:\n${notes.join("\n")}`);
}

export function summarise(results: PageResult[], widths: readonly number[], launchMs: number) {
  const ok = results.filter((r) => !r.error);
  const perWidth = (key: "ink" | "visual" | "wordsKept") =>
    Object.fromEntries(widths.map((w) => [w, round(mean(ok.flatMap((r) => r.widths.filter((x) => x.width === w).map((x) => x[key]))))]));
  const sets = [...new Set(results.map((r) => r.page.set))];
  const worst = ok
    .flatMap((r) => r.widths.map((w) => ({ page: r.page.name, width: w.width, ink: round(w.ink), wordsKept: round(w.wordsKept) })))
    .sort((a, b) => (a.ink ?? 0) - (b.ink ?? 0))
    .slice(0, 8);
  const sum = (f: (r: PageResult) => number) => ok.reduce((a, r) => a + f(r), 0);
  return {
    bench: "extract",
    pages: results.length,
    failed: results.filter((r) => r.error).map((r) => ({ page: r.page.name, error: r.error })),
    widths,
    inkMean: perWidth("ink"),
    inkMeanBySet: Object.fromEntries(
      sets.map((s) => [s, round(mean(ok.filter((r) => r.page.set === s).flatMap((r) => r.widths.map((w) => w.ink))))]),
    ),
    storedFidelity: {
      captured: round(mean(ok.flatMap((r) => (r.stored ?? []).filter((f) => f.captured).map((f) => f.score)))),
      between: round(mean(ok.flatMap((r) => (r.stored ?? []).filter((f) => !f.captured).map((f) => f.score)))),
      betweenMin: round(Math.min(...ok.flatMap((r) => (r.stored ?? []).filter((f) => !f.captured).map((f) => f.score)))),
    },
    inkMinByWidth: Object.fromEntries(widths.map((w) => [w, round(Math.min(...ok.flatMap((r) => r.widths.filter((x) => x.width === w).map((x) => x.ink))))])),
    visualMean: perWidth("visual"),
    wordsKeptMean: perWidth("wordsKept"),
    wordsKeptOverall: round(mean(ok.flatMap((r) => r.widths.map((w) => w.wordsKept)))),
    cssBytesMean: Math.round(mean(ok.map((r) => r.cssBytes ?? 0))),
    unusedRules: sum((r) => r.rules?.unused ?? 0),
    invalidRules: sum((r) => r.rules?.invalid ?? 0),
    generatedClasses: sum((r) => r.audit?.generatedClasses.length ?? 0),
    readableClasses: sum((r) => r.audit?.readableClasses.length ?? 0),
    styleAttributes: sum((r) => r.audit?.styleAttributes ?? 0),
    scripts: sum((r) => r.audit?.scripts ?? 0),
    eventHandlers: sum((r) => r.audit?.eventHandlers ?? 0),
    javascriptUrls: sum((r) => r.audit?.javascriptUrls ?? 0),
    browserLaunchMs: Math.round(launchMs),
    coldMsP50: round(percentile(ok.map((r) => r.coldMs ?? 0), 50), 0),
    warmMsP50: round(percentile(ok.map((r) => r.warmMs ?? 0), 50), 0),
    warmMsP90: round(percentile(ok.map((r) => r.warmMs ?? 0), 90), 0),
    worst,
  };
}
