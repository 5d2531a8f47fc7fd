/**
 * The AWS deploy (SST v3): `npx sst deploy --stage production`. Each part of the system is one module in stacks/;
 * this file only orders them. Locally none of this is needed: `npm start` runs everything in one process.
 * Type-checked by `tsc -p stacks` against stacks/sst-platform.d.ts (SST's own types need `sst install`, online).
 */
export default $config({
  app(input) {
    return {
      name: "layoutlift",
      home: "aws",
      removal: input?.stage === "production" ? "retain" : "remove",
      protect: input?.stage === "production",
      providers: { stripe: "0.0.24" },
    };
  },
  async run() {
    const { createSecrets } = await import("./stacks/secrets");
    const { createStorage } = await import("./stacks/storage");
    const { createExtractionQueue } = await import("./stacks/queue");
    const { createApi } = await import("./stacks/api");
    const { createWorker } = await import("./stacks/worker");
    const { createMigrations } = await import("./stacks/migrations");
    const { createWeb } = await import("./stacks/web");
    const { createStripeWebhook } = await import("./stacks/stripe-webhook");

    const secrets = createSecrets();
    const storage = createStorage();
    const queue = createExtractionQueue();
    const web = createWeb(secrets);
    const webhook = createStripeWebhook(web.url);
    const api = createApi({ secrets, storage, queue, router: web.router, appUrl: web.url, webhookSecret: webhook.secret });
    createWorker({ secrets, storage, queue });
    createMigrations({ secrets });
    return { url: web.url, api: api.fn.url, webhook: webhook.url };
  },
});
