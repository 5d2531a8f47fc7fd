import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";

export const apiKeyAuth: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};
