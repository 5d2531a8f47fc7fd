import type { Context } from "hono";
import { appUrl } from "@layoutlift/core/config";
import type { AppEnv } from "../env.ts";

/** Our own origins: the configured APP_URL and the address this request reached us on (same set as the Origin check). */
export function ownOrigins(c: Context<AppEnv>): string[] {
  const origins = [new URL(appUrl(c.var.deps.config)).origin, new URL(c.req.url).origin];
  const host = c.req.header("host");
  if (host) origins.push(`http://${host}`, `https://${host}`);
  return origins;
}

/**
 * The origin the user is looking at the app on, for URLs we hand back to their page (an uploaded image the canvas
 * loads). A browser's Origin header names it, and the Origin check has already refused any that is not ours; other
 * clients (API keys, curl) get the configured APP_URL.
 */
export function viewerOrigin(c: Context<AppEnv>): string {
  const origin = c.req.header("origin");
  return origin && ownOrigins(c).includes(origin) ? origin : new URL(appUrl(c.var.deps.config)).origin;
}
