/**
 * From clicking "Extract Layout" to the editor showing the page (`npm run bench:app-extract`), as a user meets it:
 * the real server entry (`functions/src/server.ts`) is started as its own process on a fresh data folder, a user
 * signs in through the local sign-in page and takes Pro in Stripe test mode, then extracts fixture sites served on
 * 127.0.0.1 one after another. The first extraction after start-up is reported apart from the rest.
 *
 * Also times the CLI, cold (a new process per run): `npm run cli -- extract <url> --out <dir>`.
 *
 *   npm run bench:app-extract -- [--runs N] [--cli-runs N]
 *
 * Targets: click → editor p50 ≤ 2500 ms; the first no slower than the rest; CLI cold ≤ 4000 ms.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer } from "../helpers/fixture-server.ts";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");
const FIXTURES = ["saas-landing", "react-store", "docs-site", "restaurant", "news-magazine", "signup-form", "emotion-blog", "status-page"];
const { values: args } = parseArgs({ options: { runs: { type: "string" }, "cli-runs": { type: "string" } } });
const runs = Number(args.runs ?? FIXTURES.length);
const cliRuns = Number(args["cli-runs"] ?? 3);

const ENV = { ...process.env, EXTRACT_ALLOW_PRIVATE: "1", EXTRACT_LOOPBACK_ONLY: "1" };

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
    s.on("error", fail);
  });
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string; readyMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "functions/src/server.ts"], {
    cwd: ROOT,
    env: { ...ENV, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("LayoutLift is running") && output.includes("Extraction engine warm")) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => fail(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, readyMs: performance.now() - started };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeCli(url: string): Promise<number> {
  const out = mkdtempSync(join(tmpdir(), "layoutlift-cli-"));
  const started = performance.now();
  try {
    await new Promise<void>((ok, fail) => {
      const child = spawn(process.execPath, ["--import", "tsx", "functions/src/cli.ts", "extract", url, "--out", out], { cwd: ROOT, env: ENV, stdio: ["ignore", "ignore", "pipe"] });
      let err = "";
      child.stderr!.on("data", (c: Buffer) => (err += c.toString()));
      child.on("exit", (code) => (code === 0 ? ok() : fail(new Error(`cli exited ${code}: ${err}`))));
    });
    return performance.now() - started;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const fixtures = await startFixtureServer(join(ROOT, "tests/fixtures/sites"));
const dataDir = mkdtempSync(join(tmpdir(), "layoutlift-bench-"));
const browser = await launchTestBrowser();
const server = await startServer(dataDir);
const clickToEditor: number[] = [];
try {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/api/login?next=/dashboard");
  await page.getByLabel("First name").fill("Bench");
  await page.getByLabel("Email").fill("bench@example.test");
  await page.getByRole("button", { name: /sign in/i }).click();
  await page.waitForURL("**/dashboard");
  const upgraded = await page.evaluate(async () => {
    const res = await fetch("/api/checkout/create-session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tier: "pro", successUrl: `${location.origin}/dashboard?subscription=success`, cancelUrl: location.href }),
    });
    return res.status;
  });
  if (upgraded !== 200) throw new Error(`could not take Pro in test mode (HTTP ${upgraded})`);

  for (let i = 0; i < runs; i++) {
    const name = FIXTURES[i % FIXTURES.length];
    await page.goto("/extract");
    await page.getByLabel("Website URL").fill(fixtures.url(`${name}/`));
    const started = performance.now();
    await page.getByRole("button", { name: "Extract Layout" }).click();
    await page.waitForURL("**/editor/**", { timeout: 60_000 });
    const navigated = performance.now() - started;
    const frame = await (await page.waitForSelector('iframe[title="Layout canvas"]', { timeout: 60_000 })).contentFrame();
    await frame!.waitForFunction(() => document.querySelectorAll("[data-ll-id]").length > 5 && document.fonts.status === "loaded", undefined, { timeout: 60_000 });
    const ms = performance.now() - started;
    clickToEditor.push(ms);
    const id = new URL(page.url()).pathname.split("/").pop();
    const engine = await page.evaluate(async (layoutId) => {
      const layout = await (await fetch(`/api/layouts/${layoutId}`)).json();
      const json = typeof layout.layoutJson === "string" ? JSON.parse(layout.layoutJson) : (layout.layoutJson ?? {});
      const stats = json.stats ?? {};
      return { ms: stats.ms, captureMs: stats.captureMs, verifyMs: stats.verifyMs };
    }, id);
    console.log(`${String(i + 1).padStart(2)} ${name.padEnd(16)} ${Math.round(ms)} ms (editor opened at ${Math.round(navigated)} ms; engine ${engine.ms} ms, capture ${engine.captureMs}, verify ${engine.verifyMs})${i === 0 ? "  first after start-up" : ""}`);
  }
  await context.close();
} finally {
  server.child.kill("SIGTERM");
  await browser.close();
}

const cli: number[] = [];
for (let i = 0; i < cliRuns; i++) {
  const ms = await timeCli(fixtures.url("saas-landing/"));
  cli.push(ms);
  console.log(`cli cold ${i + 1}: ${Math.round(ms)} ms`);
}
await fixtures.close();
rmSync(dataDir, { recursive: true, force: true });

const rest = clickToEditor.slice(1);
const summary = {
  bench: "app-extract",
  serverReadyMs: Math.round(server.readyMs),
  firstMs: Math.round(clickToEditor[0]),
  restP50Ms: rest.length ? Math.round(percentile(rest, 50)) : null,
  p50Ms: Math.round(percentile(clickToEditor, 50)),
  p90Ms: Math.round(percentile(clickToEditor, 90)),
  cliColdP50Ms: cli.length ? Math.round(percentile(cli, 50)) : null,
  targets: { p50Ms: 2500, firstNoSlowerThanRest: true, cliColdMs: 4000 },
};
console.log(JSON.stringify(summary));
