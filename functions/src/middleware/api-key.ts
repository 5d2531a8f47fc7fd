import type { MiddlewareHandler } from "hono";
import { forbidden, rateLimited, unauthorized } from "@layoutlift/core/errors";
import { findActiveApiKey, looksLikeApiKey, requireApiAccess, touchApiKey } from "@layoutlift/core/api-keys/api-keys";
import { KeyRateLimiter } from "@layoutlift/core/api-keys/key-rate-limit";
import type { AppEnv } from "../env.ts";

/** One limiter per app (its deps), like rateLimit's counters: apps in one process never share a key's budget. */
const limiters = new WeakMap<object, KeyRateLimiter>();

/**
 * API keys open the layout routes only (list, get, extract, export): a leaked key must not reach billing, team
 * or account changes, nor mint new keys.
 */
export function apiKeyAllowed(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD") return path === "/api/layouts" || path.startsWith("/api/layouts/");
  if (method === "POST") return path === "/api/layouts/extract" || /^\/api\/layouts\/[^/]+\/export$/.test(path);
  return false;
}

/** `Authorization: Bearer ll_live_…` signs the request in as the key's owner. */
export const apiKeyAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match || !looksLikeApiKey(match[1])) return next();

  if (!apiKeyAllowed(c.req.method, c.req.path)) {
    throw forbidden("API keys work only on the layout routes (list, get, extract, export)");
  }
  const { db, now } = c.var.deps;
  const found = await findActiveApiKey(db, match[1]);
  if (!found) throw unauthorized("Invalid or revoked API key");
  await requireApiAccess(db, found.user.id, now());

  let limiter = limiters.get(c.var.deps);
  if (!limiter) limiters.set(c.var.deps, (limiter = new KeyRateLimiter()));
  const retryAfter = limiter.hit(found.key.id, found.key.rateLimitPerMinute, Date.now());
  if (retryAfter !== null) {
    c.header("Retry-After", String(retryAfter));
    throw rateLimited(`Rate limit of ${found.key.rateLimitPerMinute} requests per minute reached for this API key`);
  }
  await touchApiKey(db, found.key.id, now());
  c.set("user", found.user);
  c.set("sessionId", null);
  c.set("apiKeyId", found.key.id);
  await next();
};
