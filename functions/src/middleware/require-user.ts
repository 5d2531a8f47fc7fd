import type { Context, MiddlewareHandler } from "hono";
import { unauthorized } from "@layoutlift/core/errors";
import type { SessionUser } from "@layoutlift/core/auth/sessions";
import type { AppEnv } from "../env.ts";

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) throw unauthorized("You are not signed in");
  await next();
};

/** The signed-in user inside a route behind `requireUser`. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized("You are not signed in");
  return user;
}
