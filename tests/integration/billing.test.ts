import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageRecords } from "@layoutlift/core/db/schema/index";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";
import { signedEvent, startFakeStripe, subscriptionObject, type FakeStripe } from "../helpers/fake-stripe.ts";

const WEBHOOK_SECRET = "whsec_test_secret_for_billing";
const DAY = 24 * 60 * 60;
const nowSec = () => Math.floor(Date.now() / 1000);

describe.each(await dbTargets())("billing with Stripe on %s", (target) => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(target, {
      env: {
        STRIPE_SECRET_KEY: "sk_test_fake_key",
        STRIPE_API_URL: stripe.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_PRO: "price_pro_month",
        STRIPE_PRICE_PRO_ANNUAL: "price_pro_year",
        STRIPE_PRICE_ENTERPRISE: "price_ent_month",
        STRIPE_PRICE_ENTERPRISE_ANNUAL: "price_ent_year",
      },
    });
    // Migrating a fresh database dominates this hook and slows down a lot on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const webhook = (event: Parameters<typeof signedEvent>[1], tamper = false) => {
    const { payload, signature } = signedEvent(WEBHOOK_SECRET, event);
    const body = tamper ? payload.replace('"status":"active"', '"status":"canceled"') : payload;
    return t.request("/api/stripe/webhook", { method: "POST", body, headers: { "stripe-signature": signature } });
  };
  const me = async (cookie: string) => (await t.request("/api/auth/user", { cookie })).json();

  it("creates a subscription-mode Checkout Session with the configured price and our return URLs", async () => {
    const { user, cookie } = await t.signIn({ email: "buyer@example.test", firstName: "Bea" });
    const before = stripe.requests.length;
    const res = await t.request("/api/checkout/create-session", {
      method: "POST",
      cookie,
      json: { tier: "pro", successUrl: `${TEST_ORIGIN}/dashboard?subscription=success`, cancelUrl: `${TEST_ORIGIN}/subscription-selection` },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const [customer, session] = stripe.requests.slice(before);
    expect(customer).toMatchObject({ method: "POST", path: "/v1/customers", form: { email: "buyer@example.test", "metadata[userId]": user.id } });
    expect(customer.headers.authorization).toBe("Bearer sk_test_fake_key");
    expect(session.path).toBe("/v1/checkout/sessions");
    expect(session.form).toMatchObject({
      mode: "subscription",
      customer: expect.stringMatching(/^cus_fake_/),
      client_reference_id: user.id,
      "line_items[0][price]": "price_pro_month",
      "line_items[0][quantity]": "1",
      success_url: `${TEST_ORIGIN}/dashboard?subscription=success`,
      cancel_url: `${TEST_ORIGIN}/subscription-selection`,
      "metadata[tier]": "pro",
      "subscription_data[metadata][userId]": user.id,
    });

    // A second checkout reuses the customer and picks the annual price.
    const again = stripe.requests.length;
    await t.request("/api/checkout/create-session", {
      method: "POST",
      cookie,
      json: { tier: "enterprise", annual: true, successUrl: `${TEST_ORIGIN}/dashboard`, cancelUrl: `${TEST_ORIGIN}/` },
    });
    const next = stripe.requests.slice(again);
    expect(next.map((r) => r.path)).toEqual(["/v1/checkout/sessions"]);
    expect(next[0].form["line_items[0][price]"]).toBe("price_ent_year");
    // Not paid yet: nothing changes until Stripe's webhook says so.
    expect((await me(cookie)).subscriptionTier).toBe("starter");
  });

  it("refuses return URLs outside the app and unknown tiers without calling Stripe", async () => {
    const { cookie } = await t.signIn();
    const before = stripe.requests.length;
    const foreign = await t.request("/api/checkout/create-session", {
      method: "POST",
      cookie,
      json: { tier: "pro", successUrl: "https://evil.example/phish", cancelUrl: `${TEST_ORIGIN}/` },
    });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).message).toMatch(/successUrl/);
    const starter = await t.request("/api/checkout/create-session", {
      method: "POST",
      cookie,
      json: { tier: "starter", successUrl: `${TEST_ORIGIN}/`, cancelUrl: `${TEST_ORIGIN}/` },
    });
    expect(starter.status).toBe(400);
    expect(stripe.requests.length).toBe(before);
    const signedOut = await t.request("/api/checkout/create-session", {
      method: "POST",
      json: { tier: "pro", successUrl: `${TEST_ORIGIN}/`, cancelUrl: `${TEST_ORIGIN}/` },
    });
    expect(signedOut.status).toBe(401);
  });

  it("starts an embedded subscription and returns the Payment Element's client secret", async () => {
    const { cookie } = await t.signIn();
    const before = stripe.requests.length;
    const res = await t.request("/api/create-subscription", { method: "POST", cookie, json: { priceId: "price_ent_month", tier: "enterprise" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ clientSecret: expect.stringMatching(/^pi_fake_\d+_secret_/) });
    const sub = stripe.requests.slice(before).find((r) => r.path === "/v1/subscriptions")!;
    expect(sub.form).toMatchObject({
      "items[0][price]": "price_ent_month",
      payment_behavior: "default_incomplete",
      "expand[0]": "latest_invoice.confirmation_secret",
      "metadata[tier]": "enterprise",
    });

    const notAPrice = await t.request("/api/create-subscription", { method: "POST", cookie, json: { priceId: "pro_monthly", tier: "pro" } });
    expect(notAPrice.status).toBe(400);
    expect((await notAPrice.json()).message).toMatch(/price_/);
    const wrongTier = await t.request("/api/create-subscription", { method: "POST", cookie, json: { priceId: "price_ent_month", tier: "pro" } });
    expect(wrongTier.status).toBe(400);
  });

  it("opens the billing portal for a customer and explains when there is nothing to manage", async () => {
    const { cookie } = await t.signIn();
    const none = await t.request("/api/subscription/manage", { method: "POST", cookie });
    expect(none.status).toBe(400);
    await t.request("/api/checkout/create-session", {
      method: "POST",
      cookie,
      json: { tier: "pro", successUrl: `${TEST_ORIGIN}/dashboard`, cancelUrl: `${TEST_ORIGIN}/` },
    });
    const before = stripe.requests.length;
    const res = await t.request("/api/subscription/manage", { method: "POST", cookie });
    expect(await res.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) });
    const [portal] = stripe.requests.slice(before);
    expect(portal.path).toBe("/v1/billing_portal/sessions");
    expect(portal.form).toMatchObject({ customer: expect.stringMatching(/^cus_fake_/), return_url: `${TEST_ORIGIN}/settings?tab=subscription` });
  });

  it("verifies webhook signatures, applies each event once and ignores events older than the last applied", async () => {
    const { user, cookie } = await t.signIn();
    const start = nowSec() - DAY;
    const end = start + 30 * DAY;
    const sub = (status: string, extra: Partial<Parameters<typeof subscriptionObject>[0]> = {}) =>
      subscriptionObject({ id: "sub_live_1", customer: "cus_hook_1", userId: user.id, status, start, end, ...extra });
    const t0 = nowSec();

    const created = { id: "evt_created_1", type: "customer.subscription.created", created: t0, data: { object: sub("active") } };
    const tampered = await webhook({ ...created, id: "evt_tampered" }, true);
    expect(tampered.status).toBe(400);
    expect((await me(cookie)).subscriptionTier).toBe("starter");
    const unsigned = await t.request("/api/stripe/webhook", { method: "POST", body: JSON.stringify(created) });
    expect(unsigned.status).toBe(400);

    const ok = await webhook(created);
    expect(await ok.json()).toEqual({ received: true, outcome: "applied" });
    let user1 = await me(cookie);
    expect(user1).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "pro", layoutLimit: 50 });
    expect(user1.features.aiEdit).toBe(true);
    expect(user1.periodEnd).toBe(new Date(end * 1000).toISOString());

    // Cancelled at period end: still Pro now, starter shown as pending.
    const cancelling = { id: "evt_upd_1", type: "customer.subscription.updated", created: t0 + 10, data: { object: sub("active", { cancelAtPeriodEnd: true }) } };
    expect((await (await webhook(cancelling)).json()).outcome).toBe("applied");
    const billing = await (await t.request("/api/billing", { cookie })).json();
    expect(billing).toMatchObject({ tier: "pro", cancelAtPeriodEnd: true, pendingTier: "starter", nextBillingDate: null });

    const deleted = { id: "evt_del_1", type: "customer.subscription.deleted", created: t0 + 20, data: { object: sub("canceled") } };
    await webhook(deleted);
    // Replayed and late events change nothing.
    expect((await (await webhook(deleted)).json()).outcome).toBe("duplicate");
    const late = { id: "evt_upd_late", type: "customer.subscription.updated", created: t0 + 15, data: { object: sub("active") } };
    expect((await (await webhook(late)).json()).outcome).toBe("stale");
    user1 = await me(cookie);
    expect(user1.subscriptionStatus).toBe("canceled");
    expect(user1.features.aiEdit).toBe(false);
  });

  it("keeps a cancellation when an update of the same second arrives before or after it", async () => {
    for (const order of ["updated first", "deleted first"] as const) {
      const { user, cookie } = await t.signIn();
      const start = nowSec() - DAY;
      const subId = `sub_tie_${order.split(" ")[0]}_${target}`;
      const sub = (status: string) => subscriptionObject({ id: subId, customer: `cus_${subId}`, userId: user.id, status, start, end: start + 30 * DAY });
      const t0 = nowSec() - 60;
      expect((await (await webhook({ id: `evt_c_${subId}`, type: "customer.subscription.created", created: t0, data: { object: sub("active") } })).json()).outcome).toBe("applied");
      // One cancellation: Stripe sends the last `updated` and the `deleted` with the same one-second timestamp.
      const updated = { id: `evt_u_${subId}`, type: "customer.subscription.updated", created: t0 + 5, data: { object: sub("active") } };
      const deleted = { id: `evt_d_${subId}`, type: "customer.subscription.deleted", created: t0 + 5, data: { object: sub("canceled") } };
      const [first, second] = order === "updated first" ? [updated, deleted] : [deleted, updated];
      const outcomes = [(await (await webhook(first)).json()).outcome, (await (await webhook(second)).json()).outcome];
      expect(outcomes, order).toEqual(order === "updated first" ? ["applied", "applied"] : ["applied", "stale"]);
      const me1 = await me(cookie);
      expect(me1, order).toMatchObject({ subscriptionStatus: "canceled" });
      expect(me1.features.aiEdit, order).toBe(false);
    }
  });

  it("does not let the end of an old subscription end the user's newer one", async () => {
    const { user, cookie } = await t.signIn();
    const start = nowSec() - DAY;
    const old = subscriptionObject({ id: `sub_old_${target}`, customer: `cus_old_${target}`, userId: user.id, status: "canceled", start, end: start + 30 * DAY });
    const fresh = subscriptionObject({ id: `sub_new_${target}`, customer: `cus_old_${target}`, userId: user.id, status: "active", start, end: start + 30 * DAY });
    const t0 = nowSec() - 30;
    await webhook({ id: `evt_new_${target}`, type: "customer.subscription.created", created: t0, data: { object: fresh } });
    const late = await webhook({ id: `evt_old_del_${target}`, type: "customer.subscription.deleted", created: t0, data: { object: old } });
    expect((await late.json()).outcome).toBe("stale");
    expect(await me(cookie)).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "pro" });
  });

  it("stores paid invoices, shows the next billing date, and moves a failed renewal to past_due", async () => {
    const { user, cookie } = await t.signIn();
    const start = nowSec() - 2 * DAY;
    const end = start + 30 * DAY;
    const t0 = nowSec();
    const subObj = subscriptionObject({ id: "sub_inv_1", customer: "cus_inv_1", userId: user.id, status: "active", price: "price_ent_month", start, end });
    await webhook({ id: "evt_inv_sub", type: "customer.subscription.created", created: t0, data: { object: subObj } });
    const invoice = (id: string, amount: number) => ({
      id,
      object: "invoice",
      customer: "cus_inv_1",
      amount_paid: amount,
      currency: "usd",
      created: t0,
      period_start: start,
      period_end: end,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_inv_1" } },
    });
    await webhook({ id: "evt_inv_paid", type: "invoice.paid", created: t0 + 1, data: { object: invoice("in_1", 7900) } });
    await webhook({ id: "evt_inv_paid", type: "invoice.paid", created: t0 + 1, data: { object: invoice("in_1", 7900) } });

    const billing = await (await t.request("/api/billing", { cookie })).json();
    expect(billing).toMatchObject({ tier: "enterprise", status: "active", interval: "month", nextBillingDate: new Date(end * 1000).toISOString() });
    expect(billing.invoices).toEqual([
      expect.objectContaining({ amountPaid: 7900, currency: "usd", status: "paid", hostedInvoiceUrl: "https://invoice.stripe.test/in_1" }),
    ]);

    await webhook({ id: "evt_inv_failed", type: "invoice.payment_failed", created: t0 + 2, data: { object: invoice("in_2", 0) } });
    const pastDue = await me(cookie);
    expect(pastDue.subscriptionStatus).toBe("past_due");
    expect(pastDue.features.apiAccess).toBe(false);
    await webhook({ id: "evt_inv_retry", type: "invoice.paid", created: t0 + 3, data: { object: invoice("in_2", 7900) } });
    expect((await me(cookie)).subscriptionStatus).toBe("active");
  });

  it("counts the allowance within the current billing period only", async () => {
    const { user, cookie } = await t.signIn();
    const start = nowSec() - 10 * DAY;
    const end = start + 30 * DAY;
    await webhook({
      id: "evt_period_sub",
      type: "customer.subscription.created",
      created: nowSec(),
      data: { object: subscriptionObject({ id: "sub_period", customer: "cus_period", userId: user.id, status: "active", start, end }) },
    });
    const at = (sec: number) => new Date(sec * 1000);
    await t.runtime.deps.db.insert(usageRecords).values([
      { userId: user.id, createdAt: at(start - 2 * DAY) },
      { userId: user.id, createdAt: at(start - 1) },
      { userId: user.id, createdAt: at(start + 1) },
      { userId: user.id, createdAt: at(nowSec() - 60) },
      { userId: user.id, createdAt: at(nowSec() - 30), refundedAt: at(nowSec()) },
    ]);
    const u = await me(cookie);
    expect(u).toMatchObject({ subscriptionTier: "pro", layoutsUsed: 2, layoutLimit: 50, layoutsRemaining: 48 });
  });
});
