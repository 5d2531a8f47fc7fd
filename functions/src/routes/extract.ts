import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const extractRoutes = new Hono<AppEnv>();
