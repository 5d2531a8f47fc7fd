import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "@layoutlift/core/db/schema/index";
import { SESSION_TTL_MS } from "@layoutlift/core/auth/sessions";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { dbTargets } from "../helpers/databases.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(await dbTargets())("session lifetime on %s", (target) => {
  let t: TestApp;
  let clock = new Date("2026-03-01T12:00:00Z");
  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
  });
  afterAll(() => t.close());

  it("lasts 30 days, slides forward with use, and ends after 30 idle days", async () => {
    const start = new Date("2026-03-01T12:00:00Z");
    clock = start;
    const { cookie, user } = await t.signIn();
    const me = () => t.request("/api/auth/user", { cookie });
    const expiry = async () => (await t.runtime.deps.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.expiresAt;

    expect((await expiry())!.getTime()).toBe(start.getTime() + SESSION_TTL_MS);

    clock = new Date(start.getTime() + 20 * DAY);
    const used = await me();
    expect(used.status).toBe(200);
    // The browser's cookie is refreshed too, with the new expiry.
    expect(used.headers.getSetCookie().join()).toMatch(/ll_session=.*Expires=/);
    expect((await expiry())!.getTime()).toBe(clock.getTime() + SESSION_TTL_MS);

    // Past the original 30 days, still signed in because it was used.
    clock = new Date(start.getTime() + 45 * DAY);
    expect((await me()).status).toBe(200);

    // 30 idle days later it is gone, on the server too.
    clock = new Date(clock.getTime() + 30 * DAY + 1000);
    expect((await me()).status).toBe(401);
    expect(await expiry()).toBeUndefined();
  });
});
