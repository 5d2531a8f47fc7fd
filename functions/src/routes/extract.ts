import { Hono } from "hono";
import { extractRequestSchema } from "@layoutlift/core/contract/layouts";
import { appHosts } from "@layoutlift/core/config";
import { AppError } from "@layoutlift/core/errors";
import { failAndRefundLayout } from "@layoutlift/core/extract-jobs/fail-and-refund";
import { reserveExtraction, type Reservation } from "@layoutlift/core/extract-jobs/reserve-extraction";
import { retryExtraction } from "@layoutlift/core/extract-jobs/retry-extraction";
import { startSiteExtraction } from "@layoutlift/core/extract-jobs/start-site";
import { PRO_TEMPLATE_LOCKED, UNKNOWN_TEMPLATE } from "@layoutlift/core/plans/entitlements";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import { templateById } from "@layoutlift/core/templates/catalogue";
import { templateIdFromUrl } from "@layoutlift/core/templates/template-url";
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { clientIp } from "../middleware/client-ip.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
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
    const { db, now, config } = c.var.deps;
    const { url, template, teamId, site } = c.req.valid("json");
    // Our hosts come from configuration only (APP_URL, APP_HOSTS), never from the request or from DNS. A template
    // page under a spelling not listed is not recognised here, and the server serves it only with an access token.
    const chosen = template ?? templateIdFromUrl(url, appHosts(config));
    if (chosen) await checkTemplateAllowed(c, chosen);
    if (site) {
      const started = await startSiteExtraction(db, { userId: currentUser(c).id, url, teamId, maxPages: site.maxPages, now: now() });
      await enqueueOrRefund(c, started);
      return c.json({ id: started.layoutId, siteId: started.siteId }, 201);
    }
    const reservation = await reserveExtraction(db, { userId: currentUser(c).id, url, teamId, now: now() });
    await enqueueOrRefund(c, reservation);
    return c.json({ id: reservation.layoutId }, 201);
  },
).post("/:id/retry", requireUser, perUser, perIp, async (c) => {
  const { db, now, config } = c.var.deps;
  const reservation = await retryExtraction(db, { userId: currentUser(c).id, layoutId: c.req.param("id"), now: now(), appHosts: appHosts(config) });
  await enqueueOrRefund(c, reservation);
  return c.json({ id: reservation.layoutId }, 202);
});

async function enqueueOrRefund(c: Context<AppEnv>, { layoutId, jobId }: Reservation): Promise<void> {
  const { db, queue, now } = c.var.deps;
  try {
    await queue.enqueue({ jobId, layoutId });
  } catch (err) {
    // Without a queued message nothing would ever run the job: give the allowance back and say so.
    await failAndRefundLayout(db, layoutId, QUEUE_DOWN, now());
    console.error("Could not enqueue extraction job", err);
    throw new AppError(503, QUEUE_DOWN);
  }
}

/** Pro templates need a plan that includes them (402, like the other plan limits), checked before any allowance is used. */
async function checkTemplateAllowed(c: Context<AppEnv>, id: string): Promise<void> {
  const template = templateById(id);
  if (!template) throw new AppError(400, UNKNOWN_TEMPLATE);
  if (!template.isPro) return;
  const { db, now } = c.var.deps;
  const ent = await loadEntitlements(db, currentUser(c).id, now());
  if (!ent.proTemplates) throw new AppError(402, PRO_TEMPLATE_LOCKED);
}
