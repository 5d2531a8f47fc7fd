import type { Context, MiddlewareHandler } from "hono";
import { rateLimited } from "@layoutlift/core/errors";
import type { AppEnv } from "../env.ts";
import { clientIp } from "./client-ip.ts";

export interface RateLimitOptions {
  /** Requests allowed per window for one key. */
  limit: number;
  windowMs: number;
  /** Distinguishes buckets of different routes. */
  name: string;
  key?: (c: Context<AppEnv>) => string;
}


type Buckets = Map<string, { count: number; resetAt: number }>;

/**
 * A fixed-window counter in memory: right for one process (the local server, one Lambda instance); each
 * user and each IP gets its own budget so one noisy client cannot starve the others. The counters belong to the app
 * (its deps) rather than to the module: a process with several apps (tests start one per file, on the same loopback
 * address) never has one app's requests spend another's budget.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const perApp = new WeakMap<object, Buckets>();
  const unscoped = {};
  return async (c, next) => {
    const app: object = c.var.deps ?? unscoped;
    let buckets = perApp.get(app);
    if (!buckets) perApp.set(app, (buckets = new Map()));
    const now = Date.now();
    const keys = options.key
      ? [options.key(c)]
      : [c.var.user ? `user:${c.var.user.id}` : null, `ip:${clientIp(c)}`].filter((k): k is string => !!k);
    for (const key of keys) {
      let bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) {
        bucket = { count: 0, resetAt: now + options.windowMs };
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      if (bucket.count > options.limit) {
        c.header("Retry-After", String(Math.ceil((bucket.resetAt - now) / 1000)));
        throw rateLimited(`Too many requests to ${options.name}. Please wait a moment and try again.`);
      }
    }
    if (buckets.size > 10_000) {
      for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
    }
    await next();
  };
}
