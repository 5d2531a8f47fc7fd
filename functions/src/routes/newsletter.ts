import { Hono } from "hono";
import { newsletterRequestSchema, type NewsletterResponse } from "@layoutlift/core/contract/newsletter";
import { newsletterSubscribers } from "@layoutlift/core/db/schema/index";
import type { AppEnv } from "../env.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";

/** Public and idempotent: a repeat sign-up answers 200 with alreadySubscribed instead of failing. */
export const newsletterRoutes = new Hono<AppEnv>().post(
  "/newsletter",
  rateLimit({ name: "newsletter sign-up", limit: 10, windowMs: 60_000 }),
  validate("json", newsletterRequestSchema),
  async (c) => {
    const { email } = c.req.valid("json");
    const inserted = await c.var.deps.db
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    const body: NewsletterResponse = { email, alreadySubscribed: inserted.length === 0 };
    return c.json(body, 200);
  },
);
