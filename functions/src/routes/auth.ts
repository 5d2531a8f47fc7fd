import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { SESSION_COOKIE, invalidateSession } from "@layoutlift/core/auth/sessions";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import { toUserResponse } from "@layoutlift/core/api/user";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import { eq } from "drizzle-orm";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { clearSessionCookie } from "../lib/session-cookie.ts";

export const authRoutes = new Hono<AppEnv>()
  .get("/auth/user", requireUser, async (c) => {
    const user = currentUser(c);
    const { db, now } = c.var.deps;
    const ent = await loadEntitlements(db, user.id, now());
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    return c.json(toUserResponse(user, ent, sub ?? null));
  })
  .post("/logout", async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await invalidateSession(c.var.deps.db, token);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .get("/logout", async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await invalidateSession(c.var.deps.db, token);
    clearSessionCookie(c);
    return c.redirect("/", 302);
  });
