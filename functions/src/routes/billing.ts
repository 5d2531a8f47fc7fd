import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const billingRoutes = new Hono<AppEnv>();
