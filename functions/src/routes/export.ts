import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const exportRoutes = new Hono<AppEnv>();
