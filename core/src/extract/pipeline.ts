import type { ExtractContext } from "./context.ts";
import { truncateToLimits } from "./passes/truncate.ts";
import { cleanDom } from "./passes/clean-dom.ts";
import { resolveLazyImages } from "./passes/lazy-images.ts";
import { absolutizeUrls } from "./passes/absolute-urls.ts";
import { pruneCss } from "./passes/prune-css.ts";
import { rewriteRootSelectors } from "./passes/root-selectors.ts";
import { inlineStylesToClasses } from "./passes/inline-styles.ts";
import { dropUnusedAtRules } from "./passes/unused-at-rules.ts";
import { dropUnusedCustomProperties } from "./passes/custom-properties.ts";
import { mergeDuplicateRules } from "./passes/merge-rules.ts";
import { dropVendorDuplicates } from "./passes/vendor-duplicates.ts";
import { unwrapWrappers } from "./passes/unwrap-wrappers.ts";
import { nameComponents } from "./passes/components.ts";
import { renameGeneratedClasses } from "./passes/rename-classes.ts";
import { formatCss } from "./passes/format-css.ts";

/** The stages a user sees an extraction go through; each pass belongs to one. */
export type ExtractionStage = "capture" | "clean" | "css" | "verify" | "components";

export interface Pass {
  name: string;
  stage: ExtractionStage;
  run(ctx: ExtractContext): void;
}

/** The engine's Node-side passes, in order. Capture happens before and verification after (both in the browser). */
export const PASSES: Pass[] = [
  { name: "truncate-to-limits", stage: "clean", run: truncateToLimits },
  { name: "clean-dom", stage: "clean", run: cleanDom },
  { name: "lazy-images", stage: "clean", run: resolveLazyImages },
  { name: "absolute-urls", stage: "clean", run: absolutizeUrls },
  { name: "prune-css", stage: "css", run: pruneCss },
  { name: "root-selectors", stage: "css", run: rewriteRootSelectors },
  { name: "unwrap-wrappers", stage: "css", run: unwrapWrappers },
  { name: "inline-styles", stage: "css", run: inlineStylesToClasses },
  { name: "unused-at-rules", stage: "css", run: dropUnusedAtRules },
  { name: "custom-properties", stage: "css", run: dropUnusedCustomProperties },
  { name: "merge-rules", stage: "css", run: mergeDuplicateRules },
  { name: "vendor-duplicates", stage: "css", run: dropVendorDuplicates },
  { name: "components", stage: "components", run: nameComponents },
  { name: "rename-classes", stage: "components", run: renameGeneratedClasses },
  { name: "format-css", stage: "components", run: formatCss },
];

export interface PassTiming {
  name: string;
  ms: number;
}

/** Runs passes in order, timing each; a pass that throws fails the extraction (passes must not half-apply). */
export async function runPasses(
  ctx: ExtractContext,
  passes: Pass[],
  onStage?: (stage: ExtractionStage) => void | Promise<void>,
): Promise<PassTiming[]> {
  const timings: PassTiming[] = [];
  let stage: ExtractionStage | null = null;
  for (const pass of passes) {
    if (pass.stage !== stage) {
      stage = pass.stage;
      await onStage?.(stage);
    }
    const t0 = performance.now();
    pass.run(ctx);
    timings.push({ name: pass.name, ms: Math.round(performance.now() - t0) });
  }
  return timings;
}
