import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { SampleLayout } from "./export-samples.ts";
import { sharedExtraction } from "../helpers/extraction-cache.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";

const SITES = join(process.cwd(), "tests", "fixtures", "sites");
const ENGINE = join(process.cwd(), "core", "src", "extract", "extract.ts");
const EXTRACT_CONCURRENCY = 2;

/** Fixture sites exported by the per-fixture loop; empty while the extraction engine is not in the tree. */
export const FIXTURE_NAMES: string[] =
  existsSync(ENGINE) && existsSync(SITES)
    ? readdirSync(SITES, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(join(SITES, d.name, "index.html")))
        .map((d) => d.name)
        .sort()
    : [];

export interface FixtureLayouts {
  layouts: SampleLayout[];
  /** Fixtures that could not be extracted, with the reason (the per-fixture tests then fail naming it). */
  failures: Map<string, string>;
  server: FixtureServer | null;
}

export interface FixtureExtractor {
  /** The fixture's layout, extracted on first use (concurrent and later calls share it). */
  layout(name: string): Promise<SampleLayout>;
  close(): Promise<void>;
}

/**
 * Extracts fixture sites on demand with one browser pool, served on 127.0.0.1, so a test file can extract each site
 * inside the test that needs it (each under its own time limit) rather than all of them before the first test.
 */
export async function fixtureExtractor(options: { viewports?: number[] } = {}): Promise<FixtureExtractor> {
  const { extractLayout } = await import("@layoutlift/core/extract/extract");
  const { createBrowserPool } = await import("@layoutlift/core/browser/pool");
  const server = await startFixtureServer(SITES, { offlineRemoteUrls: true });
  const pool = createBrowserPool();
  const extracted = new Map<string, Promise<SampleLayout>>();
  return {
    layout(name) {
      if (!extracted.has(name)) {
        const viewports = options.viewports ?? [1280];
        // Shared with loadFixtureLayouts' extractions of the same page at the same widths in this run (export-embed-host,
        // export-tailwind and export-projects all extract saas-landing at 1280, 768 and 390 px).
        const result = sharedExtraction(server.origin, `${name}/`, { viewports, offlineRemoteUrls: true }, () => extractLayout(server.url(`${name}/`), { pool, viewports }));
        extracted.set(name, result.then((r) => ({ name, title: r.title, html: r.html, css: r.css, document: r.document })));
      }
      return extracted.get(name)!;
    },
    async close() {
      await pool.close();
      await server.close();
    },
  };
}

/**
 * Extracts every fixture site once (at 1280 px, the width the export tests render at) with the real engine and
 * one browser pool, served on 127.0.0.1. The pool is closed before rendering starts, so only one Chromium runs.
 */
export async function loadFixtureLayouts(options: { names?: string[]; viewports?: number[] } = {}): Promise<FixtureLayouts> {
  const failures = new Map<string, string>();
  const names = options.names ?? FIXTURE_NAMES;
  if (!names.length) return { layouts: [], failures, server: null };
  const { extractLayout } = await import("@layoutlift/core/extract/extract");
  const { createBrowserPool } = await import("@layoutlift/core/browser/pool");
  const server = await startFixtureServer(SITES, { offlineRemoteUrls: true });
  const pool = createBrowserPool();
  const layouts: SampleLayout[] = [];
  try {
    const queue = [...names];
    const worker = async () => {
      for (let name = queue.shift(); name; name = queue.shift()) {
        try {
          const viewports = options.viewports ?? [1280];
          // export-projects and export-tailwind both extract saas-landing at three widths: once per run serves both.
          const result = await sharedExtraction(server.origin, `${name}/`, { viewports, offlineRemoteUrls: true }, () => extractLayout(server.url(`${name}/`), { pool, viewports }));
          layouts.push({ name, title: result.title, html: result.html, css: result.css, document: result.document });
        } catch (error) {
          failures.set(name, error instanceof Error ? error.message : String(error));
        }
      }
    };
    await Promise.all(Array.from({ length: EXTRACT_CONCURRENCY }, worker));
  } finally {
    await pool.close();
  }
  return { layouts, failures, server };
}
