import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const accountRoutes = new Hono<AppEnv>();
