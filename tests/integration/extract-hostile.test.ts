import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { extractionJobs, layouts, subscriptions, usageRecords } from "@layoutlift/core/db/schema/index";
import { reserveExtraction } from "@layoutlift/core/extract-jobs/reserve-extraction";
import { WORKER_LOST_MESSAGE } from "@layoutlift/core/extract-jobs/recover-abandoned-jobs";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";
import { startHostileServer } from "../fixtures/hostile/server.ts";

// The whole pipeline with the real worker, engine and Chromium against pages that try to hang or exhaust it.
// Navigation and bytes are shortened (10 s, 8 MB) so the suite stays fast; the job keeps a 45 s work limit
// because a cold browser on a loaded 2-core machine can need most of it for the control page.
const NAV_MS = 10_000;
const JOB_MS = 45_000;
const MAX_BYTES = 8 * 1024 * 1024;
// Time to save and to notice the end, on a loaded 2-core machine.
const SLACK_MS = 4000;

describe("hostile pages and worker restarts", { timeout: 90_000 }, () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof startHostileServer>>;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    site = await startHostileServer();
    t = await createTestApp("pglite", {
      env: {
        EXTRACT_NAVIGATION_TIMEOUT_MS: String(NAV_MS),
        EXTRACT_JOB_TIMEOUT_MS: String(JOB_MS),
        EXTRACT_MAX_RESPONSE_BYTES: String(MAX_BYTES),
      },
    });
    const signedIn = await t.signIn({ email: "hostile@example.test" });
    cookie = signedIn.cookie;
    userId = signedIn.user.id;
    await t.runtime.deps.db.insert(subscriptions).values({ userId, tier: "pro", status: "active" });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  async function settled(id: string, stages: Set<string> = new Set()) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const layout = await (await t.request(`/api/layouts/${id}`, { cookie })).json();
      stages.add(layout.stage);
      if (layout.status === "done" || layout.status === "failed") return layout;
      if (Date.now() > deadline) throw new Error(`layout ${id} still ${layout.status}/${layout.stage}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function jobAndUsage(layoutId: string) {
    const db = t.runtime.deps.db;
    const [job] = await db.select().from(extractionJobs).where(eq(extractionJobs.layoutId, layoutId));
    const [usage] = await db.select().from(usageRecords).where(eq(usageRecords.layoutId, layoutId));
    return { job, usage, ms: job.finishedAt && job.startedAt ? job.finishedAt.getTime() - job.startedAt.getTime() : Infinity };
  }

  async function extract(path: string) {
    const res = await t.request("/api/layouts/extract", { method: "POST", cookie, json: { url: `${site.baseUrl}${path}` } });
    expect(res.status).toBe(201);
    return (await res.json()).id as string;
  }

  it("extracts the control page through the real stages", async () => {
    const stages = new Set<string>();
    const layout = await settled(await extract("/healthy.html"), stages);
    expect(layout.error).toBeNull();
    expect(layout).toMatchObject({ status: "done", stage: "done", progress: 100 });
    expect(layout.extractedHtml).toContain("A well-behaved page");
    expect(layout.layoutJson.fidelity.length).toBeGreaterThan(0);
    expect(stages.has("capture")).toBe(true);
    const shot = await t.request(`/api/layouts/${layout.id}/screenshot`, { cookie });
    expect(shot.headers.get("content-type")).toBe("image/png");
    expect((await jobAndUsage(layout.id)).usage.refundedAt).toBeNull();
  });

  it.each([
    ["/infinite-loop.html", /did not finish loading|took too long|timed out/],
    ["/never-loads.html", /did not finish loading|took too long|timed out/],
    ["/redirect/0", /redirect/i],
    // Usually the byte budget stops it; on a starved machine the navigation bound may come first. Both are clean.
    ["/huge.html", /more than 8 MB|did not finish loading/],
  ])("%s ends in a clean failure within the bounds and refunds the allowance", async (path, message) => {
    const layout = await settled(await extract(path));
    expect(layout.status).toBe("failed");
    expect(layout.error).toMatch(message);
    const { job, usage, ms } = await jobAndUsage(layout.id);
    expect(job.status).toBe("failed");
    expect(ms).toBeLessThan(JOB_MS + SLACK_MS);
    expect(usage.refundedAt).not.toBeNull();
  });

  it("retries a job left by a dead worker, and fails one that has no attempts left — never stuck", async () => {
    const db = t.runtime.deps.db;
    const past = new Date(Date.now() - 60_000);
    // Two jobs "claimed" by a worker that died a minute ago: one may be retried, the other used its last attempt.
    const retried = await reserveExtraction(db, { userId, url: `${site.baseUrl}/healthy.html`, now: new Date() });
    const exhausted = await reserveExtraction(db, { userId, url: `${site.baseUrl}/healthy.html`, now: new Date() });
    await db.update(extractionJobs).set({ status: "running", attempts: 1, lockedUntil: past, startedAt: past }).where(eq(extractionJobs.id, retried.jobId));
    await db.update(extractionJobs).set({ status: "running", attempts: 2, lockedUntil: past, startedAt: past }).where(eq(extractionJobs.id, exhausted.jobId));
    await db.update(layouts).set({ status: "running", stage: "css", progress: 60 }).where(eq(layouts.id, retried.layoutId));
    await db.update(layouts).set({ status: "running", stage: "verify", progress: 75 }).where(eq(layouts.id, exhausted.layoutId));
    t.runtime.worker?.wake();

    const done = await settled(retried.layoutId);
    expect(done.status).toBe("done");
    expect((await jobAndUsage(retried.layoutId)).job).toMatchObject({ status: "done", attempts: 2 });

    const failed = await settled(exhausted.layoutId);
    expect(failed).toMatchObject({ status: "failed", error: WORKER_LOST_MESSAGE });
    const { job, usage } = await jobAndUsage(exhausted.layoutId);
    expect(job).toMatchObject({ status: "failed", attempts: 2 });
    expect(usage.refundedAt).not.toBeNull();
  });
});
