import type { BrowserPool } from "../browser/pool.ts";
import type { LayoutJson } from "../api/layout-json.ts";
import type { EngineStage } from "../extract/stages.ts";

/**
 * The engine as the job pipeline calls it (core/src/extract/extract.ts implements it). Kept as a type here so
 * the pipeline's state machine can be unit-tested without a browser.
 */
export interface ExtractLayoutResult {
  html: string;
  css: string;
  title: string;
  lang?: string | null;
  layoutJson: LayoutJson;
  /** Full-page PNG. */
  screenshot: Uint8Array;
  stats?: Record<string, unknown>;
}

export interface ExtractLayoutOptions {
  pool: BrowserPool;
  /** "host:port" of this job's egress proxy. */
  proxyServer?: string;
  onStage?: (stage: EngineStage, progress: number) => void | Promise<void>;
  signal?: AbortSignal;
  limits?: { navigationMs?: number };
}

export type ExtractLayoutFn = (url: string, options: ExtractLayoutOptions) => Promise<ExtractLayoutResult>;
