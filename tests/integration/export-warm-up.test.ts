import { afterAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { closeExportThreads, exportInThread, warmExportThreads } from "@layoutlift/core/threads/export-in-thread";
import { WARM_UP_LAYOUT } from "@layoutlift/core/threads/export-warm-up-layout";
import { exportLayout } from "@layoutlift/core/export/export-layout";

// The server warms the export threads at start (functions/src/server.ts): each prints a small layout as a zip, so
// the first user's export does not load Prettier and the printers (bench:first-export measures the gain).
describe("warming the export threads", { timeout: 120_000 }, () => {
  afterAll(() => closeExportThreads());

  it("prints the warm-up layout as every project a zip holds, formatted by Prettier", async () => {
    const files = Object.keys(unzipSync((await exportLayout("zip", WARM_UP_LAYOUT)).body));
    // The projects and languages the warm-up should have loaded: a change to the zip that drops one shows here.
    for (const ending of [".jsx", ".vue", ".svelte", ".astro", ".css", ".json", ".html"]) expect(files.some((f) => f.endsWith(ending))).toBe(true);
  });

  it("warms every thread, and an export asked for meanwhile still prints", async () => {
    await closeExportThreads();
    const warming = warmExportThreads();
    const file = await exportInThread("html", { html: "<h1 class='t'>Hi</h1>", css: ".t{color:#123}" }, null, undefined, { userId: "warm-up-test" });
    expect(new TextDecoder().decode(file.body)).toContain("Hi");
    await expect(warming).resolves.toBeUndefined();
  });
});
