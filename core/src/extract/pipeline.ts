import type { ExtractContext } from "./context.ts";
import { truncateToLimits } from "./passes/truncate.ts";
import { limitDepth } from "./passes/depth-limit.ts";
import { cleanDom } from "./passes/clean-dom.ts";
import { writeBehaviourAttributes } from "./passes/behaviour-attributes.ts";
import { replaceDrawnPixels } from "./passes/drawn-images.ts";
import { replaceVectorDrawings } from "./passes/vector-drawings.ts";
import { fluidSizes } from "./passes/fluid-sizes.ts";
import { relayoutPackedColumns } from "./passes/packed-columns.ts";
import { resolveLazyImages } from "./passes/lazy-images.ts";
import { absolutizeUrls } from "./passes/absolute-urls.ts";
import { pruneCss } from "./passes/prune-css.ts";
import { rewriteRootSelectors } from "./passes/root-selectors.ts";
import { inlineStylesToClasses } from "./passes/inline-styles.ts";
import { dropCspBlockedImages } from "./passes/csp-blocked-images.ts";
import { dropUnusedAtRules } from "./passes/unused-at-rules.ts";
import { dropUnusedCustomProperties } from "./passes/custom-properties.ts";
import { mergeDuplicateRules } from "./passes/merge-rules.ts";
import { dropVendorDuplicates } from "./passes/vendor-duplicates.ts";
import { unwrapWrappers } from "./passes/unwrap-wrappers.ts";
import { nameComponents } from "./passes/components.ts";
import { renameGeneratedClasses } from "./passes/rename-classes.ts";
import { formatCss } from "./passes/format-css.ts";
import type { EngineStage } from "../contract/job-stages.ts";

export interface Pass {
  name: string;
  /** The step a user sees while the pass runs (contract/job-stages.ts). */
  stage: EngineStage;
  run(ctx: ExtractContext): void;
}

/** Verification renders the output in the browser at every width and patches what differs (extract.ts runs it). */
export interface BrowserStep {
  name: "verify";
  stage: "verify";
}

/** The engine's steps after capture, in order: Node-side passes and the in-browser verification. */
export const PIPELINE: (Pass | BrowserStep)[] = [
  // First: every later walk recurses, so the tree is flattened to the nesting limit before any of them runs.
  { name: "depth-limit", stage: "clean", run: limitDepth },
  { name: "truncate-to-limits", stage: "clean", run: truncateToLimits },
  // Canvases drawn as shapes first; the drawn-pixels pass turns the rest into images.
  { name: "vector-drawings", stage: "clean", run: replaceVectorDrawings },
  { name: "drawn-pixels", stage: "clean", run: replaceDrawnPixels },
  { name: "clean-dom", stage: "clean", run: cleanDom },
  // After the policy: the page's own markup may not speak our behaviour vocabulary, and ours is written on clean markup.
  { name: "behaviour-attributes", stage: "clean", run: writeBehaviourAttributes },
  { name: "fluid-sizes", stage: "clean", run: fluidSizes },
  { name: "lazy-images", stage: "clean", run: resolveLazyImages },
  { name: "absolute-urls", stage: "clean", run: absolutizeUrls },
  { name: "prune-css", stage: "css", run: pruneCss },
  // After pruning: it reads the page's media rules for the items' breakpoints, far fewer once unused rules are gone.
  { name: "packed-columns", stage: "css", run: relayoutPackedColumns },
  { name: "root-selectors", stage: "css", run: rewriteRootSelectors },
  { name: "unwrap-wrappers", stage: "css", run: unwrapWrappers },
  { name: "inline-styles", stage: "css", run: inlineStylesToClasses },
  { name: "unused-at-rules", stage: "css", run: dropUnusedAtRules },
  { name: "custom-properties", stage: "css", run: dropUnusedCustomProperties },
  { name: "merge-rules", stage: "css", run: mergeDuplicateRules },
  { name: "vendor-duplicates", stage: "css", run: dropVendorDuplicates },
  // Verify sits before naming and renaming: its patches are rules on the page's own classes and element stamps,
  // which the renaming then carries along, and components are named over the tree as it will be saved.
  { name: "verify", stage: "verify" },
  // After verify: its patches restore computed styles, and a refused image still has its url() computed.
  { name: "csp-blocked-images", stage: "components", run: dropCspBlockedImages },
  { name: "components", stage: "components", run: nameComponents },
  { name: "rename-classes", stage: "components", run: renameGeneratedClasses },
  { name: "format-css", stage: "components", run: formatCss },
];

export interface PassTiming {
  name: string;
  ms: number;
}

/** The passes before and after the in-browser verification. */
export function passesAroundVerify(): { before: Pass[]; after: Pass[] } {
  const at = PIPELINE.findIndex((step) => !("run" in step));
  const only = (steps: (Pass | BrowserStep)[]) => steps.filter((step): step is Pass => "run" in step);
  return { before: only(PIPELINE.slice(0, at)), after: only(PIPELINE.slice(at + 1)) };
}

/** Runs passes in order, timing each; a pass that throws fails the extraction (passes must not half-apply). */
export async function runPasses(
  ctx: ExtractContext,
  passes: Pass[],
  onStage?: (stage: EngineStage) => void | Promise<void>,
): Promise<PassTiming[]> {
  const timings: PassTiming[] = [];
  let stage: EngineStage | null = null;
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
