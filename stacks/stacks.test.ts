import { existsSync, readFileSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configSchema } from "@layoutlift/core/config";
import { templates } from "@layoutlift/core/templates/catalogue";
import { STRIPE_WEBHOOK_PATH } from "../functions/src/app.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "../functions/src/lib/csp-directives.ts";
import { previewScriptHashes } from "../core/src/export/print/behaviour-script.ts";
import { createThreadPool, RemoteTaskError } from "../core/src/threads/thread-pool.ts";
import { threadScript } from "../core/src/threads/thread-script.ts";
import { bundleThreads, TAILWIND_PACKAGES, THREAD_MODULES } from "./thread-bundles.ts";

/**
 * SST cannot deploy from here (no AWS, no Pulumi), so the stacks run against recording stand-ins for SST's globals:
 * the test checks the wiring that breaks silently in production (handler paths, environment names, routes, queue
 * settings), not SST itself.
 */
const ROOT = resolve(fileURLToPath(import.meta.url), "../..");

interface Created {
  kind: string;
  name: string;
  args: Record<string, unknown>;
}
const created: Created[] = [];
const routes: [string, unknown][] = [];
const subscriptions: { subscriber: Record<string, unknown>; args: Record<string, unknown> }[] = [];

function installSstGlobals() {
  const record = (kind: string, name: string, args: Record<string, unknown> = {}) => created.push({ kind, name, args });
  const g = globalThis as Record<string, unknown>;
  g.$config = (config: unknown) => config;
  g.$interpolate = (strings: TemplateStringsArray, ...values: unknown[]) => String.raw(strings, ...values);
  g.sst = {
    Secret: class {
      value: string;
      constructor(name: string, fallback?: string) {
        this.value = `secret:${name}`;
        record("Secret", name, { fallback });
      }
    },
    aws: {
      Bucket: class {
        name: string;
        constructor(name: string, args?: Record<string, unknown>) {
          this.name = `bucket:${name}`;
          record("Bucket", name, args);
        }
      },
      Queue: class {
        url: string;
        arn: string;
        constructor(name: string, args?: Record<string, unknown>) {
          this.url = `queue-url:${name}`;
          this.arn = `queue-arn:${name}`;
          record("Queue", name, args);
        }
        subscribe(subscriber: Record<string, unknown>, args: Record<string, unknown>) {
          subscriptions.push({ subscriber, args });
        }
      },
      Function: class {
        url: string;
        name: string;
        constructor(name: string, args: Record<string, unknown>) {
          this.url = `function-url:${name}`;
          this.name = `function:${name}`;
          record("Function", name, args);
        }
      },
      Router: class {
        url = "https://app.example";
        constructor(name: string, args?: Record<string, unknown>) {
          record("Router", name, args);
        }
        route(pattern: string, url: unknown) {
          routes.push([pattern, url]);
        }
      },
      StaticSite: class {
        constructor(name: string, args: Record<string, unknown>) {
          record("StaticSite", name, args);
        }
      },
    },
  };
  g.stripe = {
    WebhookEndpoint: class {
      url: string;
      secret = "whsec:stripe";
      constructor(name: string, args: { url: string }) {
        this.url = args.url;
        record("WebhookEndpoint", name, args);
      }
    },
  };
  g.aws = {
    lambda: {
      Invocation: class {
        constructor(name: string, args: Record<string, unknown>) {
          record("Invocation", name, args);
        }
      },
    },
  };
}

const one = (kind: string, name: string) => {
  const found = created.filter((c) => c.kind === kind && c.name === name);
  expect(found).toHaveLength(1);
  return found[0].args;
};

async function expectHandlerExists(handler: string) {
  const dot = handler.lastIndexOf(".");
  const file = join(ROOT, `${handler.slice(0, dot)}.ts`);
  expect(existsSync(file), `${file} exists`).toBe(true);
  const mod = (await import(file)) as Record<string, unknown>;
  expect(typeof mod[handler.slice(dot + 1)], `${handler} is exported`).toBe("function");
}

function expectKnownEnvironment(environment: unknown) {
  const names = Object.keys(environment as object);
  const known = Object.keys(configSchema.shape);
  expect(names.filter((n) => !known.includes(n))).toEqual([]);
}

describe("SST stacks", () => {
  let outputs: Record<string, unknown>;
  let app: Record<string, unknown>;

  beforeAll(async () => {
    installSstGlobals();
    const config = (await import("../sst.config.ts")).default as unknown as {
      app(input: { stage: string }): Record<string, unknown>;
      run(): Promise<Record<string, unknown>>;
    };
    app = config.app({ stage: "production" });
    outputs = await config.run();
  });

  it("keeps production data on removal and names the app", () => {
    expect(app).toMatchObject({ name: "layoutlift", home: "aws", removal: "retain", protect: true });
  });

  it("deploys the API as the Hono Lambda behind /api, with every setting the config module reads", async () => {
    const api = one("Function", "Api");
    await expectHandlerExists(api.handler as string);
    expectKnownEnvironment(api.environment);
    expect(api.environment).toMatchObject({
      DATABASE_DRIVER: "neon",
      DATABASE_URL: "secret:DatabaseUrl",
      QUEUE_URL: "queue-url:Extraction",
      S3_BUCKET_SCREENSHOTS: "bucket:Screenshots",
      S3_BUCKET_EXPORTS: "bucket:Exports",
      STRIPE_WEBHOOK_SECRET: "whsec:stripe",
      APP_URL: "https://app.example",
    });
    expect(routes).toEqual([
      ["/api", "function-url:Api"],
      ["/templates", "function-url:Api"],
    ]);
    // The router marks what it forwards with the secret the API checks before believing CloudFront-Viewer-Address.
    expect(api.environment).toMatchObject({ ROUTER_SECRET: "secret:RouterSecret" });
    const injection = (one("Router", "Router") as { edge: { viewerRequest: { injection: string } } }).edge.viewerRequest.injection;
    expect(injection).toBe('event.request.headers["x-layoutlift-router"] = { value: "secret:RouterSecret" };');
    const request = { headers: { "x-layoutlift-router": { value: "forged by the viewer" } } as Record<string, { value: string }> };
    new Function("event", injection)({ request });
    expect(request.headers["x-layoutlift-router"]).toEqual({ value: "secret:RouterSecret" });
    // The CDN serves index.html without the local server: it adds the same CSP, naming index.html's inline script
    // and the editor Preview frame's (our behaviour runtime and its Escape relay), as the local server does.
    const onResponse = (one("Router", "Router") as { edge: { viewerResponse: { injection: string } } }).edge.viewerResponse.injection;
    const response = { headers: {} as Record<string, { value: string }> };
    new Function("event", onResponse)({ response });
    const policy = response.headers["content-security-policy"].value;
    const preview = previewScriptHashes().map((hash) => hash.replace(/'/g, ""));
    expect(policy).toBe(contentSecurityPolicy({ scriptHashes: [...inlineScriptHashes(readFileSync(join(ROOT, "web/index.html"), "utf8")), ...preview] }));
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(outputs.url).toBe("https://app.example");
  });

  it("runs extraction jobs from SQS one at a time with Chromium installed, and retries into a dead-letter queue", async () => {
    expect(subscriptions).toHaveLength(1);
    const { subscriber, args } = subscriptions[0];
    await expectHandlerExists(subscriber.handler as string);
    expectKnownEnvironment(subscriber.environment);
    expect(subscriber).toMatchObject({ nodejs: { install: ["@sparticuz/chromium"] }, timeout: "90 seconds" });
    expect(args).toMatchObject({ batch: { size: 1, partialResponses: true } });
    expect(one("Queue", "Extraction")).toMatchObject({ visibilityTimeout: "120 seconds", dlq: { queue: "queue-arn:ExtractionDeadLetters", retry: 3 } });
  });

  it("registers the Stripe webhook at the route the API serves", () => {
    expect(one("WebhookEndpoint", "StripeWebhook").url).toBe(`https://app.example${STRIPE_WEBHOOK_PATH}`);
  });

  it("builds the SPA from web/ and migrates the database on deploy", async () => {
    expect(one("StaticSite", "Web")).toMatchObject({ path: "web", build: { output: "dist" }, errorPage: "index.html" });
    // The static site is web/public plus the build: no template page is in it (the API serves them, Pro ones
    // only with an access token); every catalogue page ships with the API function instead.
    expect(existsSync(join(ROOT, "web/public/templates"))).toBe(false);
    for (const t of templates) expect(existsSync(join(ROOT, "functions/template-pages", t.id, "index.html")), t.id).toBe(true);
    const migrator = one("Function", "Migrator");
    await expectHandlerExists(migrator.handler as string);
    expect(migrator.copyFiles).toEqual([{ from: "migrations", to: "migrations" }]);
    expect(existsSync(join(ROOT, "migrations/meta/_journal.json"))).toBe(true);
    expect(one("Invocation", "RunMigrations")).toMatchObject({ functionName: "function:Migrator", triggers: { journal: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });
});

describe("worker-thread bundles the deployed functions ship", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "ll-threads-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("copies the thread bundles beside the API and worker handlers", () => {
    const api = one("Function", "Api");
    expect(api.copyFiles).toEqual([
      { from: ".sst/threads", to: "threads" },
      { from: "functions/template-pages", to: "template-pages" },
    ]);
    expect(api.nodejs).toEqual({ install: [...TAILWIND_PACKAGES, "@sparticuz/chromium"] });
    // Chromium runs in the API for 'Improve contrast': the function needs the memory @sparticuz/chromium asks for.
    expect(parseInt(String(api.memory), 10)).toBeGreaterThanOrEqual(1600);
    expect(subscriptions[0].subscriber.copyFiles).toEqual([{ from: ".sst/threads", to: "threads" }]);
    for (const name of Object.keys(THREAD_MODULES)) expect(existsSync(join(ROOT, ".sst/threads", `${name}.mjs`)), name).toBe(true);
  });

  it("bundles each thread module into a file plain Node runs (no tsx), found where the handler looks for it", async () => {
    const { from } = bundleThreads(dir);
    process.env.LAYOUTLIFT_THREADS_DIR = from;
    try {
      const exportScript = threadScript("export-thread", new URL("file:///nowhere/export-thread.ts"));
      expect(exportScript.pathname).toBe(join(from, "export-thread.mjs"));
      const exportsPool = createThreadPool({ script: exportScript, size: 1 });
      const file = await exportsPool.run<{ filename: string; body: Uint8Array }>({ format: "html", input: { html: "<main><h1>Bundled</h1></main>", css: "h1{color:red}" }, assets: null });
      expect(file.filename).toBe("layout.html");
      expect(new TextDecoder().decode(file.body)).toContain("<h1>Bundled</h1>");
      // The Tailwind flavour compiles in the confined process, started from its bundled file beside the threads.
      const tailwind = await exportsPool.run<{ body: Uint8Array }>({ format: "html", input: { html: '<main class="k"><h1>Bundled</h1></main>', css: ".k{display:flex}", cssFlavour: "tailwind" }, assets: null });
      expect(new TextDecoder().decode(tailwind.body)).toMatch(/\.flex \{\s*display: flex;/);
      await exportsPool.close();

      // The engine's thread loads puppeteer and the engine; with nothing listening it reports the failed connection.
      const extractPool = createThreadPool({ script: threadScript("extract-thread", new URL("file:///nowhere/extract-thread.ts")), size: 1 });
      const error = await extractPool.run({ url: "http://127.0.0.1:9/", browserWSEndpoint: "ws://127.0.0.1:9/devtools/browser/x", contextId: "x" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RemoteTaskError);
      await extractPool.close();
    } finally {
      delete process.env.LAYOUTLIFT_THREADS_DIR;
    }
  }, 120_000);
});

describe("migration Lambda handler", () => {
  let dir: string;
  const saved = { ...process.env };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "ll-migrate-"));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    delete process.env.DATABASE_DRIVER;
    delete process.env.LAMBDA_TASK_ROOT;
  });

  afterAll(() => {
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it("applies the migrations, and a second run finds nothing to do", async () => {
    const { migrateHandler } = await import("../functions/src/lambda/migrate.ts");
    expect(await migrateHandler()).toEqual({ migrated: true, driver: "pglite" });
    expect(await migrateHandler()).toEqual({ migrated: true, driver: "pglite" });
    expect(existsSync(join(dir, "pglite"))).toBe(true);
    // Two cold PGlite starts and every migration: seconds alone, past a minute beside a loaded machine's neighbours.
  }, 180_000);
});
