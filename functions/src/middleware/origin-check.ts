import type { MiddlewareHandler } from "hono";
import { appUrl } from "@layoutlift/core/config";
import { forbidden } from "@layoutlift/core/errors";
import type { AppEnv } from "../env.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated state changes must come from our own pages. Browsers send Origin on every cross-site
 * POST/PATCH/DELETE, so a foreign or "null" Origin is refused; clients without one (curl, API keys) are not
 * browsers and carry no ambient cookie risk.
 */
export function originCheck(options: { exempt?: string[] } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || options.exempt?.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    if (origin) {
      const allowed = new Set([new URL(c.req.url).origin, new URL(appUrl(c.var.deps.config)).origin]);
      const host = c.req.header("host");
      if (host) {
        allowed.add(`http://${host}`);
        allowed.add(`https://${host}`);
      }
      if (!allowed.has(origin)) throw forbidden("Cross-site request refused");
    } else if (c.req.header("sec-fetch-site") === "cross-site") {
      throw forbidden("Cross-site request refused");
    }
    await next();
  };
}
