import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { sessions, users } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { dbTargets } from "../helpers/databases.ts";
import { CookieJar, setCookieFor } from "../helpers/cookies.ts";

describe.each(await dbTargets())("local sign-in over HTTP on %s", (target) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(target);
  });
  afterAll(() => s.close());

  const signIn = (fields: Record<string, string>, origin?: string) =>
    fetch(`${s.baseUrl}/api/login/local`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin ?? s.baseUrl },
      body: new URLSearchParams(fields),
    });

  it("shows a clearly marked local sign-in page", async () => {
    const res = await fetch(`${s.baseUrl}/api/login`);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain("Local development sign-in");
    expect(page).toContain('name="firstName"');
    expect(page).toContain('name="email"');
    // The app's own icon, served by the app, so the browser does not ask for a /favicon.ico that is not there.
    expect(page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    const icon = await fetch(`${s.baseUrl}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("signs in, sets a safe session cookie and answers the spec's User shape", async () => {
    const jar = new CookieJar();
    const res = await signIn({ firstName: "Ada", lastName: "Lovelace", email: "Ada@Example.test", next: "/extract" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/extract");
    const cookie = setCookieFor(res, "ll_session")!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http on loopback
    jar.store(res);

    const me = await fetch(`${s.baseUrl}/api/auth/user`, { headers: { cookie: jar.header() } });
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.test",
      subscriptionStatus: "trialing",
      subscriptionTier: "starter",
      layoutsUsed: 0,
      trial: { isActive: true, layoutsRemaining: 3, daysRemaining: 14 },
    });

    // Only the token's hash is stored.
    const rows = await s.runtime.deps.db.select().from(sessions);
    expect(rows.some((r) => r.id === jar.get("ll_session"))).toBe(false);
  });

  it("signing in again with the same email reuses the account", async () => {
    await signIn({ firstName: "Ada", email: "ada@example.test" });
    const [{ n }] = await s.runtime.deps.db.select({ n: count() }).from(users).where(eq(users.email, "ada@example.test"));
    expect(n).toBe(1);
  });

  it("re-renders the form with a message for bad input and never redirects off-site", async () => {
    const bad = await signIn({ firstName: "", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter your first name");

    const offsite = await signIn({ firstName: "Eve", email: "eve@example.test", next: "//evil.example/steal" });
    expect(offsite.headers.get("location")).toBe("/dashboard");
  });

  it("refuses a sign-in form posted from another site", async () => {
    const res = await signIn({ firstName: "Mallory", email: "m@example.test" }, "https://evil.example");
    expect(res.status).toBe(403);
  });

  it("logout invalidates the token on the server, not just in the browser", async () => {
    const jar = new CookieJar();
    jar.store(await signIn({ firstName: "Grace", email: "grace@example.test" }));
    const stolen = jar.header();

    const out = await fetch(`${s.baseUrl}/api/logout`, { method: "POST", headers: { cookie: stolen, origin: s.baseUrl } });
    expect(out.status).toBe(204);
    expect(setCookieFor(out, "ll_session")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    const replay = await fetch(`${s.baseUrl}/api/auth/user`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: expect.any(String) });
  });

  it("GET /api/logout only asks: the session survives a link or image from another site", async () => {
    const jar = new CookieJar();
    jar.store(await signIn({ firstName: "Alan", email: "alan@example.test" }));
    const res = await fetch(`${s.baseUrl}/api/logout`, { headers: { cookie: jar.header(), "sec-fetch-site": "cross-site" }, redirect: "manual" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("ll_session="))).toBe(false);
    const page = await res.text();
    expect(page).toContain("Sign out of LayoutLift?");
    expect(page).toMatch(/<form method="post" action="\/api\/logout">\s*<button type="submit">Sign out<\/button>/);
    const still = await fetch(`${s.baseUrl}/api/auth/user`, { headers: { cookie: jar.header() } });
    expect(still.status).toBe(200);

    const signedOut = await (await fetch(`${s.baseUrl}/api/logout`)).text();
    expect(signedOut).toContain("You are signed out");
  });

  it("the confirm page's form signs out and sends the browser home; a form from another site is refused", async () => {
    const jar = new CookieJar();
    jar.store(await signIn({ firstName: "Alan", email: "alan@example.test" }));
    const post = (origin: string) =>
      fetch(`${s.baseUrl}/api/logout`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: jar.header(), origin, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
    expect((await post("https://evil.example")).status).toBe(403);
    expect((await fetch(`${s.baseUrl}/api/auth/user`, { headers: { cookie: jar.header() } })).status).toBe(200);

    const res = await post(s.baseUrl);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(setCookieFor(res, "ll_session")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const after = await fetch(`${s.baseUrl}/api/auth/user`, { headers: { cookie: jar.header() } });
    expect(after.status).toBe(401);
  });
});
