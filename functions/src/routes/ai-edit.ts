import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const aiEditRoutes = new Hono<AppEnv>();
