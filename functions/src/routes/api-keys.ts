import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const apiKeysRoutes = new Hono<AppEnv>();
