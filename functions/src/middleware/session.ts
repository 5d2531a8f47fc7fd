import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE, validateSession } from "@layoutlift/core/auth/sessions";
import type { AppEnv } from "../env.ts";
import { setSessionCookie } from "../lib/session-cookie.ts";

/** Resolves the signed-in user from the session cookie; routes decide whether one is required. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("user", null);
  c.set("sessionId", null);
  c.set("apiKeyId", null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const { db, now } = c.var.deps;
    const result = await validateSession(db, token, now());
    if (result) {
      c.set("user", result.user);
      c.set("sessionId", result.sessionId);
      if (result.refreshed) setSessionCookie(c, token, result.expiresAt);
    }
  }
  await next();
};
