import type { BrowserPool } from "../browser/pool.ts";
import { checkFetchUrl } from "../net/check-url.ts";
import { EgressDeniedError, resolveAllowedAddress, type EgressPolicy } from "../net/egress-policy.ts";
import { startEgressProxy } from "../net/egress-proxy.ts";
import type { EngineStage } from "../contract/job-stages.ts";
import type { ExtractLayoutOptions, ExtractLayoutResult } from "./extract-layout-fn.ts";
import { documentChainDenial } from "./job-failure.ts";
import { UserFacingError } from "../errors/user-facing-error.ts";
import { describeBytes, type JobLimits } from "./limits.ts";

export interface BoundedExtractDeps<R extends ExtractLayoutResult> {
  pool: BrowserPool;
  extract: (url: string, options: ExtractLayoutOptions) => Promise<R>;
  limits: JobLimits;
  egress: EgressPolicy;
}

/**
 * The one way an extraction runs, for the workers and the CLI alike: the address checked first, the engine
 * behind a fresh egress proxy (redirects to refused addresses, a byte cap), and a time limit that ends the job
 * even when the engine does not notice the abort. Refusals and limits fail with a sentence for the user.
 */
export async function extractBounded<R extends ExtractLayoutResult>(
  deps: BoundedExtractDeps<R>,
  url: string,
  onStage: (stage: EngineStage, progress: number) => void | Promise<void>,
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
  const timer = setTimeout(
    () => fail(`The page took too long to extract (over ${Math.round(limits.jobMs / 1000)} seconds).`),
    limits.jobMs,
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  const running = deps.extract(url, {
    pool: deps.pool,
    proxyServer: proxy.server,
    signal: controller.signal,
    limits: { navigationMs: limits.navigationMs },
    onStage: (stage, progress) => {
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
    clearTimeout(timer);
    controller.abort(new UserFacingError("The extraction was stopped."));
    await proxy.close();
  }
}
