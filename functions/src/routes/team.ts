import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const teamRoutes = new Hono<AppEnv>();
