import type { BrowserPool } from "../browser/pool.ts";
import { checkFetchUrl } from "../net/check-url.ts";
import { EgressDeniedError, resolveAllowedAddress, type EgressPolicy } from "../net/egress-policy.ts";
import { startEgressProxy } from "../net/egress-proxy.ts";
import type { EngineStage } from "../contract/job-stages.ts";
import type { ExtractLayoutOptions, ExtractLayoutResult } from "./extract-layout-fn.ts";
import { documentChainDenial } from "./job-failure.ts";
import { UserFacingError } from "../errors/user-facing-error.ts";
import { describeBytes, type JobLimits } from "./limits.ts";
import { createJobWorkMeter } from "./job-work-meter.ts";
import { watchJob } from "./job-watch.ts";

export interface BoundedExtractDeps<R extends ExtractLayoutResult> {
  pool: BrowserPool;
  extract: (url: string, options: ExtractLayoutOptions) => Promise<R>;
  limits: JobLimits;
  egress: EgressPolicy;
  /** What the job used, when it ends however it ends: CPU work (undefined where unmeasurable) and wall time. */
  onUsage?: (usage: { workMs: number | undefined; wallMs: number }) => void;
}

/**
 * The one way an extraction runs, for the workers and the CLI alike: the address checked first, the engine
 * behind a fresh egress proxy (redirects to refused addresses, a byte cap), and time limits measured as work (CPU
 * of its browser share and engine thread), as stalls (no progress) and, last, as wall time; they end the job even
 * when the engine does not notice the abort. Refusals and limits fail with a sentence for the user.
 */
export async function extractBounded<R extends ExtractLayoutResult>(
  deps: BoundedExtractDeps<R>,
  url: string,
  onStage: (stage: EngineStage, progress: number) => void | Promise<void>,
  access: Pick<ExtractLayoutOptions, "proTemplates"> = {},
): Promise<R> {
  const { limits } = deps;
  // Check the address before starting a browser: most refusals are decided here, with the clearest message.
  const checked = checkFetchUrl(url, deps.egress);
  if (!checked.ok) throw new UserFacingError(`${checked.message}.`);
  try {
    await resolveAllowedAddress(checked.url.hostname, deps.egress);
  } catch (err) {
    if (err instanceof EgressDeniedError) throw new UserFacingError(`${err.message}.`);
    throw err;
  }

  const controller = new AbortController();
  const fail = (message: string) => {
    if (!controller.signal.aborted) controller.abort(new UserFacingError(message));
  };
  const proxy = await startEgressProxy({
    ...deps.egress,
    maxBytes: limits.maxResponseBytes,
    onLimit: () => fail(`The page downloaded more than ${describeBytes(limits.maxResponseBytes)}, which is over the extraction limit.`),
  });
  const startedAt = Date.now();
  const meter = createJobWorkMeter(deps.pool);
  const watch = watchJob({ limits, work: meter.read, fail });
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  const running = deps.extract(url, {
    ...access,
    pool: meter.pool,
    proxyServer: proxy.server,
    onThread: meter.onThread,
    signal: controller.signal,
    limits: { navigationMs: limits.navigationMs },
    onStage: (stage, progress) => {
      watch.progress(stage);
      if (!controller.signal.aborted) return onStage(stage, progress);
    },
  });
  // An engine stuck on a hostile page may not notice the abort; the job ends on time regardless.
  running.catch(() => undefined);
  try {
    const result = await Promise.race([running, aborted]);
    const denial = documentChainDenial(proxy, url);
    if (denial) throw new UserFacingError(denial);
    if (proxy.limitExceeded()) throw controller.signal.reason;
    return result;
  } catch (err) {
    if (controller.signal.aborted) throw controller.signal.reason;
    const denial = documentChainDenial(proxy, url);
    if (denial) throw new UserFacingError(denial);
    throw err;
  } finally {
    watch.stop();
    deps.onUsage?.({ workMs: meter.read(), wallMs: Date.now() - startedAt });
    controller.abort(new UserFacingError("The extraction was stopped."));
    await proxy.close();
  }
}
