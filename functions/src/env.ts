import type { Config } from "@layoutlift/core/config";
import type { Database } from "@layoutlift/core/db/client";
import type { SessionUser } from "@layoutlift/core/auth/sessions";
import type { ObjectStorage } from "@layoutlift/core/storage/storage";
import type { JobQueue } from "@layoutlift/core/queue/queue";
import type { AiEditProvider } from "@layoutlift/core/ai/provider";

/** What every route may use; the local server, Lambda and tests each build one. */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: { screenshots: ObjectStorage; exports: ObjectStorage };
  queue: JobQueue;
  /** Answers AI edits: a configured model, or the built-in rules (which render pages to measure them). */
  ai: AiEditProvider;
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    /** Hash of the session token (null when the request used an API key or no credentials). */
    sessionId: string | null;
    apiKeyId: string | null;
  };
}
