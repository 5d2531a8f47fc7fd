import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiKeys } from "@layoutlift/core/db/schema/index";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs in payment test mode (no Stripe key), which is also how a paid plan is bought here: the checkout call
 * activates it at once.
 */
describe.each(await dbTargets())("test-mode billing, teams and API keys on %s", (target) => {
  let t: TestApp;
  let clockOffset = 0;

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => new Date(Date.now() + clockOffset) });
    // Migrating a fresh database dominates this hook and slows down a lot on a busy machine.
  }, 180_000);
  afterAll(() => t?.close());

  const buy = (cookie: string, tier: "pro" | "enterprise") =>
    t.request("/api/checkout/create-session", {
      method: "POST",
      cookie,
      json: { tier, successUrl: `${TEST_ORIGIN}/dashboard?subscription=success`, cancelUrl: `${TEST_ORIGIN}/` },
    });
  const me = async (cookie: string) => (await t.request("/api/auth/user", { cookie })).json();
  const team = async (cookie: string) => (await t.request("/api/team", { cookie })).json();
  const acceptPath = (acceptUrl: string) => new URL(acceptUrl).pathname;

  describe("test mode", () => {
    it("activates the chosen plan at once and says so", async () => {
      const { cookie } = await t.signIn();
      const res = await buy(cookie, "enterprise");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ testMode: true, message: expect.stringContaining("Enterprise") });
      const user = await me(cookie);
      expect(user).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "enterprise", layoutLimit: 500 });
      expect(user.features).toMatchObject({ apiAccess: true, totalSeats: 6, aiEdit: true });

      const billing = await (await t.request("/api/billing", { cookie })).json();
      expect(billing).toMatchObject({ tier: "enterprise", testMode: true, canManage: false, nextBillingDate: null, invoices: [] });
      const manage = await (await t.request("/api/subscription/manage", { method: "POST", cookie })).json();
      expect(manage.testMode).toBe(true);
      const plans = await (await t.request("/api/billing/plans")).json();
      expect(plans).toEqual({ stripeConfigured: false, prices: { pro: { month: null, year: null }, enterprise: { month: null, year: null } } });
    });

    it("refuses webhooks when no webhook secret is configured", async () => {
      const res = await t.request("/api/stripe/webhook", { method: "POST", body: "{}", headers: { "stripe-signature": "t=1,v1=x" } });
      expect(res.status).toBe(400);
    });
  });

  describe("teams", () => {
    it("has no team for trial users and refuses their invitations", async () => {
      const { cookie } = await t.signIn();
      expect(await team(cookie)).toBeNull();
      const res = await t.request("/api/team/invite", { method: "POST", cookie, json: { email: "x@example.test" } });
      expect(res.status).toBe(402);
    });

    it("runs the whole team life cycle with seats, roles and invitations enforced on the server", async () => {
      const owner = await t.signIn({ email: "owner@example.test", firstName: "Olga" });
      const ann = await t.signIn({ email: "ann@example.test", firstName: "Ann" });
      const bob = await t.signIn({ email: "bob@example.test" });
      const stranger = await t.signIn({ email: "stranger@example.test" });
      await buy(owner.cookie, "pro");

      const created = await team(owner.cookie);
      expect(created).toMatchObject({ name: "Olga's Team", subscriptionTier: "pro", totalSeats: 3, seatsUsed: 1, seatsAvailable: 2 });
      expect(created.members).toEqual([expect.objectContaining({ userId: owner.user.id, isOwner: true, role: "admin" })]);
      expect(created.viewer).toMatchObject({ isOwner: true, canManage: true });

      const invite = async (cookie: string, email: string, role?: string) =>
        t.request("/api/team/invite", { method: "POST", cookie, json: role ? { email, role } : { email } });
      const annInvite = await invite(owner.cookie, "Ann@Example.test");
      expect(annInvite.status).toBe(201);
      const annBody = await annInvite.json();
      expect(annBody.invitation).toMatchObject({ email: "ann@example.test", role: "user" });
      expect(new Date(annBody.invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
      expect((await invite(owner.cookie, "ann@example.test")).status).toBe(409);
      expect((await invite(owner.cookie, "not-an-email")).status).toBe(400);
      const bobInvite = await invite(owner.cookie, "bob@example.test", "account_manager");
      expect(bobInvite.status).toBe(201);
      const bobBody = await bobInvite.json();
      const full = await invite(owner.cookie, "carol@example.test");
      expect(full.status).toBe(402);
      expect((await full.json()).message).toMatch(/All 3 seats/);

      // The link works only for the invited address, and signed-out visitors are sent to sign in first.
      const signedOut = await t.request(acceptPath(annBody.acceptUrl));
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toBe(`/api/login?next=${encodeURIComponent(acceptPath(annBody.acceptUrl))}`);
      const wrong = await t.request(acceptPath(annBody.acceptUrl), { cookie: stranger.cookie });
      expect(decodeURIComponent(wrong.headers.get("location")!)).toMatch(/^\/teams\?inviteError=This invitation was sent to ann@example\.test/);
      expect(await team(stranger.cookie)).toBeNull();

      const accepted = await t.request(acceptPath(annBody.acceptUrl), { cookie: ann.cookie });
      expect(accepted.headers.get("location")).toBe("/teams?joined=1");
      const reused = await t.request(acceptPath(annBody.acceptUrl), { cookie: ann.cookie });
      expect(decodeURIComponent(reused.headers.get("location")!)).toMatch(/already been used/);

      // Members borrow the owner's paid plan.
      expect(await me(ann.cookie)).toMatchObject({ subscriptionStatus: "active", subscriptionTier: "pro", features: { aiEdit: true } });
      const annView = await team(ann.cookie);
      expect(annView).toMatchObject({ id: created.id, seatsUsed: 2, invitations: [], viewer: { isOwner: false, canManage: false, role: "user" } });
      const annMember = annView.members.find((m: { userId: string }) => m.userId === ann.user.id);
      const ownerMember = annView.members.find((m: { isOwner: boolean }) => m.isOwner);

      // A plain user cannot manage the team.
      expect((await invite(ann.cookie, "dave@example.test")).status).toBe(403);
      expect((await t.request(`/api/team/member/${ownerMember.id}`, { method: "DELETE", cookie: ann.cookie })).status).toBe(403);
      expect((await t.request(`/api/team/member/${annMember.id}`, { method: "PATCH", cookie: ann.cookie, json: { role: "admin" } })).status).toBe(403);
      expect((await t.request(`/api/team/invitations/${bobBody.invitation.id}`, { method: "DELETE", cookie: ann.cookie })).status).toBe(403);

      // The owner promotes Ann; as admin she may manage invitations but not touch the owner.
      const promoted = await t.request(`/api/team/member/${annMember.id}`, { method: "PATCH", cookie: owner.cookie, json: { role: "admin" } });
      expect(await promoted.json()).toEqual({ id: annMember.id, role: "admin" });
      expect((await t.request(`/api/team/member/${annMember.id}`, { method: "PATCH", cookie: owner.cookie, json: { role: "boss" } })).status).toBe(400);
      expect((await t.request(`/api/team/member/${ownerMember.id}`, { method: "DELETE", cookie: ann.cookie })).status).toBe(403);
      expect((await t.request(`/api/team/member/${ownerMember.id}`, { method: "PATCH", cookie: ann.cookie, json: { role: "user" } })).status).toBe(403);
      expect((await team(ann.cookie)).invitations).toHaveLength(1);
      expect((await t.request(`/api/team/invitations/${bobBody.invitation.id}`, { method: "DELETE", cookie: ann.cookie })).status).toBe(204);
      const bobCancelled = await t.request(acceptPath(bobBody.acceptUrl), { cookie: bob.cookie });
      expect(decodeURIComponent(bobCancelled.headers.get("location")!)).toMatch(/not valid/);

      // Invitations expire after seven days.
      const late = await (await invite(owner.cookie, "bob@example.test")).json();
      clockOffset = 8 * DAY_MS;
      try {
        const expired = await t.request(acceptPath(late.acceptUrl), { cookie: bob.cookie });
        expect(decodeURIComponent(expired.headers.get("location")!)).toMatch(/expired/);
        expect((await team(owner.cookie)).invitations).toEqual([]);
      } finally {
        clockOffset = 0;
      }

      // Removing a member takes the borrowed plan away at once.
      expect((await t.request(`/api/team/member/${annMember.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
      expect((await me(ann.cookie)).features.aiEdit).toBe(false);
      expect(await team(ann.cookie)).toBeNull();
      expect((await t.request(`/api/team/member/not-a-uuid`, { method: "DELETE", cookie: owner.cookie })).status).toBe(404);
    });

    it("gives an enterprise team 1 + 5 seats", async () => {
      const { cookie } = await t.signIn();
      await buy(cookie, "enterprise");
      expect(await team(cookie)).toMatchObject({ subscriptionTier: "enterprise", totalSeats: 6, seatsAvailable: 5 });
    });
  });

  describe("API keys", () => {
    it("are for Enterprise only", async () => {
      const { cookie } = await t.signIn();
      await buy(cookie, "pro");
      const res = await t.request("/api/api-keys", { method: "POST", cookie, json: { name: "CI" } });
      expect(res.status).toBe(402);
      expect((await res.json()).message).toBe("API access is available on the Enterprise plan");
      expect((await t.request("/api/api-keys", { cookie })).status).toBe(402);
    });

    it("are shown once, stored as a hash, open the layout routes only, rate limited, and die when revoked", async () => {
      const { user, cookie } = await t.signIn();
      await buy(cookie, "enterprise");
      const created = await t.request("/api/api-keys", { method: "POST", cookie, json: { name: "CI" } });
      expect(created.status).toBe(201);
      const { key, id, prefix } = await created.json();
      expect(key).toMatch(/^ll_live_[A-Za-z0-9_-]{40,}$/);
      expect(key.startsWith(prefix)).toBe(true);
      const listed = await (await t.request("/api/api-keys", { cookie })).json();
      expect(listed).toEqual([expect.objectContaining({ id, name: "CI", prefix })]);
      expect(JSON.stringify(listed)).not.toContain(key);
      const [row] = await t.runtime.deps.db.select().from(apiKeys).where(eq(apiKeys.id, id));
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(key);

      const bearer = (k: string) => ({ authorization: `Bearer ${k}` });
      const list = await t.request("/api/layouts", { headers: bearer(key) });
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([]);
      expect((await t.request("/api/layouts", { headers: bearer(`${key}x`) })).status).toBe(401);
      expect((await t.request("/api/auth/user", { headers: bearer(key) })).status).toBe(403);
      expect((await t.request("/api/api-keys", { method: "POST", headers: bearer(key), json: { name: "more" } })).status).toBe(403);
      expect((await t.request("/api/team", { headers: bearer(key) })).status).toBe(403);
      const patch = await t.request(`/api/layouts/${id}`, { method: "PATCH", headers: bearer(key), json: { editedHtml: "<p>x</p>" } });
      expect(patch.status).toBe(403);

      await t.runtime.deps.db.update(apiKeys).set({ rateLimitPerMinute: 2 }).where(eq(apiKeys.id, id));
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await t.request("/api/layouts", { headers: bearer(key) })).status);
      // One request was already counted in this minute above.
      expect(statuses).toEqual([200, 429, 429]);
      const limited = await t.request("/api/layouts", { headers: bearer(key) });
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);

      const other = await t.signIn();
      expect((await t.request(`/api/api-keys/${id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
      expect((await t.request(`/api/api-keys/${id}`, { method: "DELETE", cookie })).status).toBe(204);
      expect((await t.request("/api/layouts", { headers: bearer(key) })).status).toBe(401);
      expect(await (await t.request("/api/api-keys", { cookie })).json()).toEqual([]);
      expect(user.id).toBe(row.userId);
    });
  });
});
