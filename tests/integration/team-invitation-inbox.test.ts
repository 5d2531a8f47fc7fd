import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { invitations, teamMembers } from "@layoutlift/core/db/schema/index";
import { EMAIL_LOCAL_PART_TOO_LONG, EMAIL_TOO_LONG } from "@layoutlift/core/contract/email-address";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations found by the invitee's own address (no link), and RFC 5321 email lengths, over the real HTTP server. */
describe("team invitation inbox over HTTP", () => {
  let s: TestServer;
  let owner: Awaited<ReturnType<TestServer["signIn"]>>;

  beforeAll(async () => {
    s = await startTestServer("pglite");
    owner = await s.signIn({ email: "owner@example.test", firstName: "Olivia" });
    // Payment test mode: checkout activates the plan at once.
    const bought = await call("/api/checkout/create-session", {
      method: "POST",
      cookie: owner.cookie,
      json: { tier: "pro", successUrl: `${s.baseUrl}/dashboard`, cancelUrl: `${s.baseUrl}/` },
    });
    expect(bought.status).toBe(200);
  }, 180_000);
  afterAll(() => s?.close());

  function call(path: string, init: { method?: string; cookie?: string; json?: unknown } = {}) {
    return fetch(`${s.baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        ...(init.method && init.method !== "GET" ? { origin: s.baseUrl } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  }
  const invite = (email: string, role = "user") => call("/api/team/invite", { method: "POST", cookie: owner.cookie, json: { email, role } });
  const mine = async (cookie: string) => (await call("/api/team/invitations/mine", { cookie })).json();

  it("refuses addresses past RFC 5321's lengths with a message saying which", async () => {
    const local65 = await invite(`${"a".repeat(65)}@example.test`);
    expect(local65.status).toBe(400);
    expect(JSON.stringify(await local65.json())).toContain(EMAIL_LOCAL_PART_TOO_LONG);
    const long = await invite(`a@${"d".repeat(250)}.test`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(EMAIL_TOO_LONG);
    const shape = await invite("not an address");
    expect(shape.status).toBe(400);
    expect(JSON.stringify(await shape.json())).toContain("Please enter a valid email address");
    // 64 is still fine.
    const ok = await invite(`${"b".repeat(64)}@example.test`);
    expect(ok.status).toBe(201);
    await s.runtime.deps.db.delete(invitations).where(eq(invitations.email, `${"b".repeat(64)}@example.test`));
  });

  it("shows the invitee their pending invitation by email; decline frees the seat; accept joins the team", async () => {
    expect((await invite("Ines.Invited@Example.test", "admin")).status).toBe(201);
    const ines = await s.signIn({ email: "ines.invited@example.test" });
    const stranger = await s.signIn({ email: "someone.else@example.test" });

    const listed = await mine(ines.cookie);
    expect(listed).toEqual([
      {
        id: expect.any(String),
        role: "admin",
        expiresAt: expect.any(String),
        team: { id: expect.any(String), name: expect.any(String) },
        invitedBy: { firstName: "Olivia", email: "owner@example.test" },
      },
    ]);
    expect(await mine(stranger.cookie)).toEqual([]);
    expect((await call("/api/team/invitations/mine")).status).toBe(401);
    const id = listed[0].id;

    // Someone else cannot answer it, and a malformed id is just missing.
    expect((await call(`/api/team/invitations/${id}/accept`, { method: "POST", cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/team/invitations/${id}/decline`, { method: "POST", cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/team/invitations/nope/accept`, { method: "POST", cookie: ines.cookie })).status).toBe(404);
    // Cross-site pages cannot answer for the invitee.
    const crossSite = await fetch(`${s.baseUrl}/api/team/invitations/${id}/accept`, { method: "POST", headers: { cookie: ines.cookie, origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);

    const seatsBefore = (await (await call("/api/team", { cookie: owner.cookie })).json()).seatsAvailable;
    expect((await call(`/api/team/invitations/${id}/decline`, { method: "POST", cookie: ines.cookie })).status).toBe(204);
    expect(await mine(ines.cookie)).toEqual([]);
    expect((await (await call("/api/team", { cookie: owner.cookie })).json()).seatsAvailable).toBe(seatsBefore + 1);

    expect((await invite("ines.invited@example.test", "admin")).status).toBe(201);
    const [again] = await mine(ines.cookie);
    const accepted = await call(`/api/team/invitations/${again.id}/accept`, { method: "POST", cookie: ines.cookie });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ team: { id: again.team.id, name: again.team.name } });
    expect(await mine(ines.cookie)).toEqual([]);
    const [member] = await s.runtime.deps.db.select().from(teamMembers).where(and(eq(teamMembers.teamId, again.team.id), eq(teamMembers.userId, ines.user.id)));
    expect(member.role).toBe("admin");
    const me = await (await call("/api/auth/user", { cookie: ines.cookie })).json();
    expect(me.subscriptionTier).toBe("pro");
    // Answering twice: it is used now, so it is gone.
    expect((await call(`/api/team/invitations/${again.id}/accept`, { method: "POST", cookie: ines.cookie })).status).toBe(404);
  });

  it("hides expired invitations and refuses to accept one with 409 and the reason", async () => {
    expect((await invite("late@example.test")).status).toBe(201);
    const late = await s.signIn({ email: "late@example.test" });
    const [pending] = await mine(late.cookie);
    await s.runtime.deps.db.update(invitations).set({ expiresAt: new Date(Date.now() - DAY_MS) }).where(eq(invitations.id, pending.id));
    expect(await mine(late.cookie)).toEqual([]);
    const res = await call(`/api/team/invitations/${pending.id}/accept`, { method: "POST", cookie: late.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This invitation has expired. Ask the team owner to invite you again." });
  });
});
