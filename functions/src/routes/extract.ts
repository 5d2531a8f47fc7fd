import { Hono } from "hono";
import { extractRequestSchema } from "@layoutlift/core/api/layouts";
import { AppError } from "@layoutlift/core/errors";
import { failLayout } from "@layoutlift/core/extract-jobs/fail-layout";
import { reserveExtraction } from "@layoutlift/core/extract-jobs/reserve-extraction";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { clientIp, rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";

// Each extraction runs a browser: a burst is capped per user and, more loosely, per address (shared offices).
const perUser = rateLimit({ name: "extraction", limit: 30, windowMs: 60_000, key: (c) => `user:${currentUser(c).id}` });
const perIp = rateLimit({ name: "extraction", limit: 120, windowMs: 60_000, key: (c) => `ip:${clientIp(c)}` });

const QUEUE_DOWN = "Extraction is temporarily unavailable. Please try again in a minute.";

export const extractRoutes = new Hono<AppEnv>().post(
  "/extract",
  requireUser,
  perUser,
  perIp,
  validate("json", extractRequestSchema),
  async (c) => {
    const { db, queue, now } = c.var.deps;
    const { url } = c.req.valid("json");
    const { layoutId, jobId } = await reserveExtraction(db, { userId: currentUser(c).id, url, now: now() });
    try {
      await queue.enqueue({ jobId, layoutId });
    } catch (err) {
      // Without a queued message nothing would ever run the job: give the allowance back and say so.
      await failLayout(db, layoutId, QUEUE_DOWN, now());
      console.error("Could not enqueue extraction job", err);
      throw new AppError(503, QUEUE_DOWN);
    }
    return c.json({ id: layoutId }, 201);
  },
);
