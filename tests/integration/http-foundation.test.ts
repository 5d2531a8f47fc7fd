import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@layoutlift/functions/app";
import { startTestServer, type TestServer } from "../helpers/server.ts";

describe("HTTP foundation (local server over a socket)", () => {
  let s: TestServer;
  let cookie: string;
  beforeAll(async () => {
    s = await startTestServer("pglite");
    ({ cookie } = await s.signIn());
  });
  afterAll(() => s.close());

  it("sends security headers", async () => {
    const res = await fetch(`${s.baseUrl}/api/auth/user`, { headers: { cookie } });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await fetch(`${s.baseUrl}/api/nope`);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toMatch(/No such endpoint/);
  });

  it("refuses bodies over the size limit with 413", async () => {
    const res = await fetch(`${s.baseUrl}/api/layouts/00000000-0000-0000-0000-000000000000`, {
      method: "PATCH",
      headers: { cookie, origin: s.baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ editedHtml: "x".repeat(MAX_BODY_BYTES + 10), version: 1 }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/i);
  });

  it("serves the SPA on every client route and a real 404 status elsewhere", async () => {
    for (const path of ["/", "/dashboard", "/marketplace", "/extract", "/settings", "/teams", "/integrations", "/checkout", "/subscription-selection", "/editor/abc"]) {
      const res = await fetch(`${s.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const missing = await fetch(`${s.baseUrl}/definitely/not/here`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });
});
