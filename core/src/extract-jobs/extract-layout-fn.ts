import type { ExtractionResult, ExtractOptions } from "../extract/extract.ts";

/**
 * The engine as the job pipeline calls it: the parts of core/src/extract/extract.ts's own types a job uses, so the
 * pipeline's state machine can be unit-tested with a fake engine and without a browser.
 */
export type ExtractLayoutResult = Pick<ExtractionResult, "html" | "css" | "title" | "layoutJson" | "screenshot"> &
  Partial<Pick<ExtractionResult, "lang" | "stats">>;

export type ExtractLayoutOptions = Pick<ExtractOptions, "pool" | "proxyServer" | "onStage" | "signal"> & {
  limits?: Pick<NonNullable<ExtractOptions["limits"]>, "navigationMs">;
  /** The engine runs in a worker thread with this kernel thread id: its CPU time counts as the job's work. */
  onThread?: (tid: number) => void;
  /**
   * Whether the job's owner has Pro templates on their plan when the job runs: only then does the worker fetch one of
   * our own Pro template pages with an access token (template-access-extract.ts). Absent means no.
   */
  proTemplates?: boolean;
};

export type ExtractLayoutFn = (url: string, options: ExtractLayoutOptions) => Promise<ExtractLayoutResult>;
