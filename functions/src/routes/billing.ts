import { Hono, type Context } from "hono";
import { appUrl } from "@layoutlift/core/config";
import { createCheckoutSessionSchema, createSubscriptionSchema, type BillingPlansResponse } from "@layoutlift/core/contract/billing";
import { createCheckoutSession, createEmbeddedSubscription, createPortalSession } from "@layoutlift/core/billing/checkout";
import { billingSummary } from "@layoutlift/core/billing/billing-summary";
import { configuredPrices } from "@layoutlift/core/billing/prices";
import { assertOwnUrl } from "@layoutlift/core/billing/return-urls";
import { isTestMode } from "@layoutlift/core/billing/stripe-client";
import { processWebhookEvent, verifyWebhook } from "@layoutlift/core/billing/webhooks";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";
import { ownOrigins } from "../lib/own-origins.ts";

function billingContext(c: Context<AppEnv>) {
  const { config, db, now } = c.var.deps;
  return { config, db, now: now() };
}

export const billingRoutes = new Hono<AppEnv>()
  // Stripe calls this without cookies; its signature over the raw body is the only authentication.
  .post("/stripe/webhook", async (c) => {
    const rawBody = await c.req.text();
    const { config, db } = c.var.deps;
    const event = verifyWebhook(config, rawBody, c.req.header("stripe-signature"));
    const outcome = await processWebhookEvent(db, config, event);
    return c.json({ received: true, outcome });
  })
  .get("/billing/plans", (c) => {
    const { config } = c.var.deps;
    const body: BillingPlansResponse = { stripeConfigured: !isTestMode(config), prices: configuredPrices(config) };
    return c.json(body);
  })
  .post("/checkout/create-session", requireUser, validate("json", createCheckoutSessionSchema), async (c) => {
    const input = c.req.valid("json");
    const origins = ownOrigins(c);
    const result = await createCheckoutSession(billingContext(c), currentUser(c), {
      tier: input.tier,
      annual: input.annual,
      successUrl: assertOwnUrl("successUrl", input.successUrl, origins),
      cancelUrl: assertOwnUrl("cancelUrl", input.cancelUrl, origins),
    });
    return c.json(result);
  })
  .post("/create-subscription", requireUser, validate("json", createSubscriptionSchema), async (c) => {
    return c.json(await createEmbeddedSubscription(billingContext(c), currentUser(c), c.req.valid("json")));
  })
  .post("/subscription/manage", requireUser, async (c) => {
    const returnUrl = `${appUrl(c.var.deps.config)}/settings?tab=subscription`;
    return c.json(await createPortalSession(billingContext(c), currentUser(c).id, returnUrl));
  })
  .get("/billing", requireUser, async (c) => {
    const { config, db, now } = c.var.deps;
    return c.json(await billingSummary(db, config, currentUser(c).id, now()));
  });
