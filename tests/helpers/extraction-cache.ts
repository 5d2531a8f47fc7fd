import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ExtractionResult } from "@layoutlift/core/extract/extract";

/**
 * One extraction of a fixture page per `vitest run`, shared by the test files that extract the same page the same
 * way (extract-fidelity and extract-runtime both extract bootstrap-rtl, cover-page, sign-in, theme-script and
 * redirecting at the default widths). Each file judges the output by its own measures; extracting it twice only
 * took twice the time. The key holds the run (the vitest process all workers share), the engine's sources, the
 * lockfile, the fixture sites and the options, so a new run, an engine change or a fixture change extracts afresh.
 * Each file serves the fixtures on its own port: the origin is stored as a placeholder and put back on reading.
 */
const ROOT = process.cwd();
const CACHE = join(ROOT, ".tmp", "extractions");
const ORIGIN = "http://layoutlift-fixture-origin.invalid";
const LOCK_STALE_MS = 10 * 60_000;

let fingerprint: string | null = null;
let pruned = false;

function hashTree(hash: ReturnType<typeof createHash>, dir: string, keep: (path: string) => boolean): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }).sort((a, b) => join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)))) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || !keep(path)) continue;
    hash.update(relative(ROOT, path)).update("\0").update(readFileSync(path)).update("\0");
  }
}

/** What an extraction depends on besides the page's URL and the options: engine, dependencies, fixtures. */
function sourcesFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash("sha256").update(`${process.ppid} ${process.version}\0`);
  hashTree(hash, join(ROOT, "core", "src"), (path) => /\.(ts|js|json|css)$/.test(path) && !path.endsWith(".test.ts"));
  hashTree(hash, join(ROOT, "tests", "fixtures", "sites"), () => true);
  hash.update(readFileSync(join(ROOT, "package-lock.json")));
  fingerprint = hash.digest("hex");
  return fingerprint;
}

function encode(result: ExtractionResult, origin: string): string {
  const json = JSON.stringify({ ...result, screenshot: Buffer.from(result.screenshot).toString("base64") });
  return json.split(origin).join(ORIGIN);
}

function decode(text: string, origin: string): ExtractionResult {
  const parsed = JSON.parse(text.split(ORIGIN).join(origin)) as ExtractionResult & { screenshot: string };
  return { ...parsed, screenshot: new Uint8Array(Buffer.from(parsed.screenshot, "base64")) };
}

/** Takes the lock on a key, or learns that another worker holds it (a lock left by a crashed worker goes stale). */
function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age < LOCK_STALE_MS) return false;
    rmSync(lock, { recursive: true, force: true });
    return tryLock(lock);
  }
}

/**
 * The extraction of `origin` + `path` with `options`, made once per run: the first caller runs `extract`, a caller in
 * another worker at the same time waits for its file (or for its lock to go, then extracts itself).
 */
export async function sharedExtraction(origin: string, path: string, options: object, extract: () => Promise<ExtractionResult>): Promise<ExtractionResult> {
  if (!pruned) pruneExtractions();
  pruned = true;
  mkdirSync(CACHE, { recursive: true });
  const key = createHash("sha256").update(sourcesFingerprint()).update(`\0${path}\0${JSON.stringify(options)}`).digest("hex").slice(0, 24);
  const file = join(CACHE, `${key}.json`);
  const lock = join(CACHE, `${key}.lock`);
  for (;;) {
    if (existsSync(file)) return decode(readFileSync(file, "utf8"), origin);
    if (tryLock(lock)) break;
    // Another worker is extracting this page right now: its result is a file away.
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    if (existsSync(file)) return decode(readFileSync(file, "utf8"), origin);
    const result = await extract();
    writeFileSync(`${file}.part`, encode(result, origin));
    renameSync(`${file}.part`, file);
    return result;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Drops what earlier runs left (their keys can never match again): a run older than a few hours is over. */
function pruneExtractions(maxAgeMs = 6 * 3600_000): void {
  if (!existsSync(CACHE)) return;
  for (const name of readdirSync(CACHE)) {
    const path = join(CACHE, name);
    if (Date.now() - statSync(path).mtimeMs > maxAgeMs) rmSync(path, { recursive: true, force: true });
  }
}
