import { baseEnvironment, type FunctionEnvironment, type Secrets } from "./environment.ts";
import type { Storage } from "./storage.ts";
import { bundleThreads, TAILWIND_PACKAGES } from "./thread-bundles.ts";
import { TEMPLATE_PAGES_FOLDER } from "../functions/src/lib/template-page-files.ts";

interface ApiInput {
  secrets: Secrets;
  storage: Storage;
  queue: { url: unknown };
  router: { route(pattern: string, url: unknown): void };
  appUrl: unknown;
  webhookSecret: unknown;
}

/**
 * The Hono app (functions/src/app.ts) as one Lambda behind the router's /api path, and /templates: the template
 * pages ship with the function, not the static site, so a Pro template's page is only served with an access token.
 */
export function createApi(input: ApiInput) {
  const { secrets, storage, queue } = input;
  const environment: FunctionEnvironment = {
    ...baseEnvironment(secrets),
    APP_URL: input.appUrl,
    S3_BUCKET_SCREENSHOTS: storage.screenshots.name,
    S3_BUCKET_EXPORTS: storage.exports.name,
    QUEUE_URL: queue.url,
    STRIPE_SECRET_KEY: secrets.stripeSecretKey.value,
    STRIPE_WEBHOOK_SECRET: input.webhookSecret,
    STRIPE_PRICE_PRO: secrets.stripePricePro.value,
    STRIPE_PRICE_ENTERPRISE: secrets.stripePriceEnterprise.value,
    GITHUB_CLIENT_ID: secrets.githubClientId.value,
    GITHUB_CLIENT_SECRET: secrets.githubClientSecret.value,
    GOOGLE_CLIENT_ID: secrets.googleClientId.value,
    GOOGLE_CLIENT_SECRET: secrets.googleClientSecret.value,
    OPENAI_API_KEY: secrets.openaiApiKey.value,
    ROUTER_SECRET: secrets.routerSecret.value,
  };
  const fn = new sst.aws.Function("Api", {
    handler: "functions/src/lambda/api.apiHandler",
    runtime: "nodejs20.x",
    // Chromium ('Improve contrast' renders the layout) needs room beside the API; @sparticuz/chromium asks ≥ 1.5 GB.
    memory: "2048 MB",
    // Exports print in a worker thread with a 50 s limit (core/src/threads/export-in-thread.ts).
    timeout: "60 seconds",
    copyFiles: [bundleThreads(), { from: `functions/${TEMPLATE_PAGES_FOLDER}`, to: TEMPLATE_PAGES_FOLDER }],
    // Chromium for the AI suggestions that measure the rendered page ('Improve contrast'), as in the worker.
    nodejs: { install: [...TAILWIND_PACKAGES, "@sparticuz/chromium"] },
    url: true,
    link: [storage.screenshots, storage.exports, queue],
    environment: environment as Record<string, string>,
  });
  input.router.route("/api", fn.url);
  input.router.route("/templates", fn.url);
  return { fn };
}
