import type { MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "../lib/csp-directives.ts";
import type { AppEnv } from "../env.ts";

const BASE_POLICY = contentSecurityPolicy();

/**
 * Every response carries the policy (an HTML page, and also anything a browser could be made to open as a
 * document); a handler that serves a page with its own inline scripts sets a policy naming them first.
 */
export const contentSecurityPolicyHeader: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.has("content-security-policy")) c.res.headers.set("Content-Security-Policy", BASE_POLICY);
};
