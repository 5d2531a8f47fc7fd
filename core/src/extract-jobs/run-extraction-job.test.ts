import { mkdtempSync, rmSync } from "node:fs";
import { createSiteRobots } from "../sites/crawl/site-robots.ts";
import { UserFacingError } from "../errors/user-facing-error.ts";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../db/client.ts";
import { extractionJobs, layouts, subscriptions, usageRecords, users } from "../db/schema/index.ts";
import { createStorage } from "../storage/create-storage.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import type { BrowserPool } from "../browser/pool.ts";
import { claimJob } from "./job-table.ts";
import type { ExtractLayoutFn, ExtractLayoutResult } from "./extract-layout-fn.ts";
import { GENERIC_FAILURE } from "./job-failure.ts";
import { recoverAbandonedJobs, WORKER_LOST_MESSAGE } from "./recover-abandoned-jobs.ts";
import { reserveExtraction } from "./reserve-extraction.ts";
import { runExtractionJob, screenshotKey, type ExtractionJobDeps } from "./run-extraction-job.ts";

// The job state machine with a stand-in engine (allowed only here: the real engine runs in the integration tests).
// The database and storage are the real local ones.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);


const result: ExtractLayoutResult = {
  html: "<main><h1>Hi</h1></main>",
  css: "main{display:block}",
  title: "Fake page",
  lang: "en",
  layoutJson: { version: 2, url: "http://example.test/", title: "Fake page", viewport: { width: 1280, height: 800 }, screenshot: null, components: [], tree: [] },
  screenshot: PNG,
};

describe("extraction job pipeline", () => {
  let handle: DatabaseHandle;
  let screenshots: ObjectStorage;
  let dataDir: string;
  let userId: string;
  const stagesSeen: string[] = [];
  const noPool = {} as BrowserPool; // the stand-in engine never opens a browser

  const deps = (extract: ExtractLayoutFn, jobMs = 5000): ExtractionJobDeps => ({
    db: handle.db,
    screenshots,
    pool: noPool,
    extract,
    limits: { navigationMs: 1000, workMs: jobMs, stallMs: jobMs, wallMs: 60_000, maxResponseBytes: 1024 * 1024 },
    // A literal public address: no DNS, and the stand-in engine never connects anywhere.
    egress: { allowPrivate: false },
    now: () => new Date(),
    siteRobots: createSiteRobots(),
  });
  const URL = "http://93.184.216.34/";

  async function reserve() {
    return reserveExtraction(handle.db, { userId, url: URL, now: new Date() });
  }
  async function state(layoutId: string) {
    const [layout] = await handle.db.select().from(layouts).where(eq(layouts.id, layoutId));
    const [job] = await handle.db.select().from(extractionJobs).where(eq(extractionJobs.layoutId, layoutId));
    const [usage] = await handle.db.select().from(usageRecords).where(eq(usageRecords.layoutId, layoutId));
    return { layout, job, usage };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "layoutlift-jobs-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir });
    handle = await openDatabase(config, { pgliteDir: "memory://" });
    await migrateDatabase(handle);
    screenshots = (await createStorage(config)).screenshots;
    // Pro: more layouts than the trial's 3, for the cases below.
    const [user] = await handle.db.insert(users).values({ email: "jobs@example.test" }).returning();
    userId = user.id;
    await handle.db.insert(subscriptions).values({ userId, tier: "pro", status: "active" });
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("records each stage, saves the result and the screenshot, and marks the job done", async () => {
    const { layoutId } = await reserve();
    const job = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    expect(job).toMatchObject({ layoutId, attempts: 1 });
    const extract: ExtractLayoutFn = async (_url, { onStage, proxyServer, signal }) => {
      expect(proxyServer).toMatch(/^127\.0\.0\.1:\d+$/);
      expect(signal?.aborted).toBe(false);
      for (const [stage, progress] of [["capture", 5], ["clean", 45], ["css", 55], ["verify", 70], ["components", 90]] as const) {
        await onStage?.(stage, progress);
        const { layout } = await state(layoutId);
        stagesSeen.push(`${layout.status}:${layout.stage}:${layout.progress}`);
      }
      return result;
    };
    expect(await runExtractionJob(deps(extract), job!)).toBe("done");
    expect(stagesSeen).toEqual(["running:capture:5", "running:clean:45", "running:css:55", "running:verify:70", "running:components:90"]);
    const { layout, job: row, usage } = await state(layoutId);
    expect(layout).toMatchObject({ status: "done", stage: "done", progress: 100, error: null, title: "Fake page", extractedHtml: result.html, extractedCss: result.css });
    expect(layout.screenshotKey).toBe(screenshotKey(layoutId));
    expect(layout.layoutJson?.screenshot).toBe(`/api/layouts/${layoutId}/screenshot`);
    expect((await screenshots.get(screenshotKey(layoutId)))?.body).toEqual(PNG);
    expect(row).toMatchObject({ status: "done", lockedUntil: null });
    expect(usage.refundedAt).toBeNull();
  });

  it("tells the engine whether the layout's owner has Pro templates as the job runs, not as it was queued", async () => {
    const seen: (boolean | undefined)[] = [];
    const extract: ExtractLayoutFn = async (_url, { proTemplates }) => {
      seen.push(proTemplates);
      return result;
    };
    await reserve();
    expect(await runExtractionJob(deps(extract), (await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 }))!)).toBe("done");
    // A trial user's job (however it was queued: a crawl's page, a retry) gets no Pro template access.
    const [trial] = await handle.db.insert(users).values({ email: "trial-jobs@example.test" }).returning();
    await reserveExtraction(handle.db, { userId: trial.id, url: URL, now: new Date() });
    expect(await runExtractionJob(deps(extract), (await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 }))!)).toBe("done");
    expect(seen).toEqual([true, false]);
  });

  it("saves a page whose script put NUL characters in its title or text (Postgres text cannot hold them)", async () => {
    const { layoutId } = await reserve();
    const job = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    const hostile: ExtractLayoutResult = {
      ...result,
      html: "<main><h1>A\u0000B</h1></main>",
      css: "h1::after{content:'\u0000'}",
      title: "Evil\u0000title",
      layoutJson: { ...result.layoutJson, title: "Evil\u0000title", components: [{ name: "hero\u0000", kind: "hero", nodeId: "n1" }], notes: ["x\u0000"] },
    };
    expect(await runExtractionJob(deps(async () => hostile), job!)).toBe("done");
    const { layout } = await state(layoutId);
    expect(layout).toMatchObject({ status: "done", title: "Evil\uFFFDtitle", extractedHtml: "<main><h1>A\uFFFDB</h1></main>", extractedCss: "h1::after{content:'\uFFFD'}" });
    expect(layout.layoutJson).toMatchObject({ title: "Evil\uFFFDtitle", components: [{ name: "hero\uFFFD" }], notes: ["x\uFFFD"] });
  });

  it("fails with the engine's message, refunds, and does not retry a user-facing failure", async () => {
    const { layoutId } = await reserve();
    const job = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    const outcome = await runExtractionJob(deps(async () => { throw new UserFacingError("The page answered with HTTP 500"); }), job!);
    expect(outcome).toBe("failed");
    const { layout, job: row, usage } = await state(layoutId);
    expect(layout).toMatchObject({ status: "failed", error: "The page answered with HTTP 500" });
    expect(row.status).toBe("failed");
    expect(usage.refundedAt).not.toBeNull();
  });

  it("requeues an internal error while attempts remain, then fails with a generic message", async () => {
    const { layoutId } = await reserve();
    const boom = async (): Promise<ExtractLayoutResult> => { throw new Error("Target closed"); };
    const first = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    expect(await runExtractionJob(deps(boom), first!)).toBe("retry");
    expect((await state(layoutId)).job.status).toBe("queued");
    expect((await state(layoutId)).usage.refundedAt).toBeNull();
    const second = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    expect(second).toMatchObject({ layoutId, attempts: 2 });
    expect(await runExtractionJob(deps(boom), second!)).toBe("failed");
    const { layout, usage } = await state(layoutId);
    expect(layout).toMatchObject({ status: "failed", error: GENERIC_FAILURE });
    expect(usage.refundedAt).not.toBeNull();
  });

  it("ends a job whose engine hangs at the job timeout, even if the engine ignores the abort", async () => {
    const { layoutId } = await reserve();
    const job = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    const started = Date.now();
    const outcome = await runExtractionJob(deps(() => new Promise<never>(() => {}), 1000), job!);
    expect(outcome).toBe("failed");
    expect(Date.now() - started).toBeLessThan(5000);
    const { layout, usage } = await state(layoutId);
    expect(layout.error).toMatch(/took too long/);
    expect(usage.refundedAt).not.toBeNull();
  });

  it("fails a job that stops making progress, naming the step it stopped at", async () => {
    const { layoutId } = await reserve();
    const job = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    const stuck: ExtractLayoutFn = async (_url, { onStage }) => {
      await onStage?.("capture", 5);
      await onStage?.("clean", 45);
      return new Promise<never>(() => {});
    };
    expect(await runExtractionJob(deps(stuck, 1000), job!)).toBe("failed");
    const { layout } = await state(layoutId);
    expect(layout.error).toBe("The page took too long to extract: no progress for 1 second while cleaning the markup.");
  });

  it("takes over a job whose worker died (lease expired), and fails it once attempts run out", async () => {
    const { layoutId } = await reserve();
    const t0 = new Date();
    const first = await claimJob(handle.db, { now: t0, leaseMs: 10_000 });
    expect(first?.layoutId).toBe(layoutId);
    // The worker "dies": nobody finishes the job. Before the lease ends, nobody else may take it.
    expect(await claimJob(handle.db, { now: new Date(t0.getTime() + 5_000), leaseMs: 10_000 })).toBeNull();
    const second = await claimJob(handle.db, { now: new Date(t0.getTime() + 11_000), leaseMs: 10_000 });
    expect(second).toMatchObject({ layoutId, attempts: 2 });
    // That worker dies too: attempts are used up, so the job is failed and refunded instead of staying stuck.
    const later = new Date(t0.getTime() + 30_000);
    expect(await claimJob(handle.db, { now: later, leaseMs: 10_000 })).toBeNull();
    expect(await recoverAbandonedJobs(handle.db, later)).toBe(1);
    const { layout, job, usage } = await state(layoutId);
    expect(layout).toMatchObject({ status: "failed", error: WORKER_LOST_MESSAGE });
    expect(job).toMatchObject({ status: "failed", attempts: 2 });
    expect(usage.refundedAt).not.toBeNull();
  });

  it("refuses a private address before the engine runs", async () => {
    const { layoutId } = await reserveExtraction(handle.db, { userId, url: "http://169.254.169.254/latest/meta-data", now: new Date() });
    const job = await claimJob(handle.db, { now: new Date(), leaseMs: 60_000 });
    let called = false;
    const outcome = await runExtractionJob(deps(async () => { called = true; return result; }), job!);
    expect(outcome).toBe("failed");
    expect(called).toBe(false);
    expect((await state(layoutId)).layout.error).toMatch(/private or local network/);
  });
});
