import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { oauthAccounts, users } from "@layoutlift/core/db/schema/index";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { dbTargets } from "../helpers/databases.ts";
import { CookieJar } from "../helpers/cookies.ts";
import { startFakeOidcProvider } from "../helpers/fake-oidc-provider.ts";

describe.each(await dbTargets())("OpenID Connect sign-in against a loopback provider on %s", (target) => {
  let s: TestServer;
  let idp: Awaited<ReturnType<typeof startFakeOidcProvider>>;

  beforeAll(async () => {
    idp = await startFakeOidcProvider({ clientId: "layoutlift", clientSecret: "s3cret-s3cret" });
    s = await startTestServer(target, {
      env: { OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: "layoutlift", OIDC_CLIENT_SECRET: "s3cret-s3cret" },
    });
  });
  afterAll(async () => {
    await s.close();
    await idp.close();
  });

  /** Drives the browser's part of the flow: our /api/login → provider → our callback (rewritten to the test port). */
  async function runFlow(jar: CookieJar, next = "/teams", headers: Record<string, string> = {}) {
    const login = await fetch(`${s.baseUrl}/api/login?next=${encodeURIComponent(next)}`, { redirect: "manual", headers });
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe(`/api/login/oidc?next=${encodeURIComponent(next)}`);

    const start = await fetch(`${s.baseUrl}${login.headers.get("location")}`, { redirect: "manual", headers });
    expect(start.status).toBe(302);
    jar.store(start);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.origin + authorize.pathname).toBe(`${idp.issuer}/authorize`);

    const consent = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(consent.headers.get("location")!);
    return { authorize, callback };
  }

  const callbackOnTestServer = (callback: URL) => `${s.baseUrl}${callback.pathname}${callback.search}`;

  it("sends an authorization request with state and PKCE S256, exchanges the code and creates the user", async () => {
    idp.state.nextUser = { sub: "kc-123", email: "Linus@Example.test", email_verified: true, given_name: "Linus", family_name: "Torvalds" };
    const jar = new CookieJar();
    const { authorize, callback } = await runFlow(jar);

    expect(authorize.searchParams.get("response_type")).toBe("code");
    expect(authorize.searchParams.get("client_id")).toBe("layoutlift");
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/callback/oidc");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("scope")).toContain("openid");

    const done = await fetch(callbackOnTestServer(callback), { headers: { cookie: jar.header() }, redirect: "manual" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/teams");
    jar.store(done);

    const token = idp.state.tokenRequests.at(-1)!;
    expect(token.form.get("grant_type")).toBe("authorization_code");
    expect(token.form.get("code_verifier")).toBeTruthy();

    const me = await (await fetch(`${s.baseUrl}/api/auth/user`, { headers: { cookie: jar.header() } })).json();
    expect(me).toMatchObject({ email: "linus@example.test", firstName: "Linus", lastName: "Torvalds" });
  });

  it("upserts: the same identity signs in to the same user", async () => {
    idp.state.nextUser = { sub: "kc-123", email: "linus@example.test", email_verified: true, name: "Linus Torvalds" };
    const jar = new CookieJar();
    const { callback } = await runFlow(jar);
    const done = await fetch(callbackOnTestServer(callback), { headers: { cookie: jar.header() }, redirect: "manual" });
    expect(done.status).toBe(302);
    const db = s.runtime.deps.db;
    expect(await db.select().from(users).where(eq(users.email, "linus@example.test"))).toHaveLength(1);
    expect(await db.select().from(oauthAccounts).where(eq(oauthAccounts.providerAccountId, "kc-123"))).toHaveLength(1);
  });

  // Sign-in is rate limited per client address (one budget for the whole file): these flows come from their own.
  const ownAddress = { "x-forwarded-for": target === "pglite" ? "198.51.100.11" : "198.51.100.12" };

  it("re-checks the return path from the unsigned flow cookie: a planted cookie cannot send the session elsewhere", async () => {
    for (const forged of ["https://evil.example/steal", "//evil.example/steal", "/\\evil.example", "javascript:alert(1)"]) {
      idp.state.nextUser = { sub: "kc-next", email: "next@example.test", email_verified: true, given_name: "Nex" };
      const jar = new CookieJar();
      const { callback } = await runFlow(jar, "/teams", ownAddress);
      const flow = JSON.parse(Buffer.from(jar.get("ll_oauth")!, "base64url").toString("utf8"));
      expect(flow.next).toBe("/teams");
      const planted = Buffer.from(JSON.stringify({ ...flow, next: forged })).toString("base64url");
      const res = await fetch(callbackOnTestServer(callback), { headers: { ...ownAddress, cookie: `ll_oauth=${planted}` }, redirect: "manual" });
      expect(res.status, forged).toBe(302);
      expect(res.headers.get("location"), forged).toBe("/dashboard");
    }
  });

  it("refuses a flow cookie that is not the shape we write", async () => {
    idp.state.nextUser = { sub: "kc-shape", email: "shape@example.test" };
    const jar = new CookieJar();
    const { callback } = await runFlow(jar, "/teams", ownAddress);
    const flow = JSON.parse(Buffer.from(jar.get("ll_oauth")!, "base64url").toString("utf8"));
    const before = idp.state.tokenRequests.length;
    for (const bad of [{ ...flow, codeVerifier: 42 }, { ...flow, next: undefined }, [flow]]) {
      const cookie = `ll_oauth=${Buffer.from(JSON.stringify(bad)).toString("base64url")}`;
      const res = await fetch(callbackOnTestServer(callback), { headers: { ...ownAddress, cookie }, redirect: "manual" });
      expect(res.status).toBe(400);
    }
    expect(idp.state.tokenRequests.length).toBe(before);
  });

  it("rejects a callback whose state does not match the one we issued", async () => {
    idp.state.nextUser = { sub: "kc-456", email: "eve@example.test" };
    const jar = new CookieJar();
    const { callback } = await runFlow(jar);
    callback.searchParams.set("state", "forged-state");
    const before = idp.state.tokenRequests.length;
    const res = await fetch(callbackOnTestServer(callback), { headers: { cookie: jar.header() }, redirect: "manual" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sign-in failed");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("ll_session="))).toBe(false);
    expect(idp.state.tokenRequests.length).toBe(before); // the code was never exchanged
  });

  it("rejects a callback that arrives without the flow cookie (login CSRF)", async () => {
    idp.state.nextUser = { sub: "kc-789", email: "victim@example.test" };
    const { callback } = await runFlow(new CookieJar());
    const res = await fetch(callbackOnTestServer(callback), { redirect: "manual" });
    expect(res.status).toBe(400);
  });

  it("fails cleanly when the provider refuses the code", async () => {
    idp.state.nextUser = { sub: "kc-999", email: "late@example.test" };
    idp.state.failTokenExchange = true;
    try {
      const jar = new CookieJar();
      const { callback } = await runFlow(jar);
      const res = await fetch(callbackOnTestServer(callback), { headers: { cookie: jar.header() }, redirect: "manual" });
      expect(res.status).toBe(502);
      expect(await res.text()).toContain("could not confirm your identity");
    } finally {
      idp.state.failTokenExchange = false;
    }
  });

  it("does not offer the local sign-in page when a provider is configured", async () => {
    const res = await fetch(`${s.baseUrl}/api/login/local`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: s.baseUrl },
      body: new URLSearchParams({ firstName: "X", email: "x@example.test" }),
    });
    expect(res.status).toBe(404);
  });
});
