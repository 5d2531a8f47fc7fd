import { z } from "zod";
import { parseTrustedProxies, type TrustedProxies } from "./http/client-address.ts";

// Empty strings count as unset so `FOO= npm start` behaves like leaving FOO out.
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const flag = z
  .enum(["0", "1", "true", "false"])
  .transform((v) => v === "1" || v === "true");

export const configSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])).default("development"),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  APP_URL: optional(z.url()),
  // Other host names the app is served under (comma separated, e.g. www.layoutlift.app): with APP_URL's host, the
  // only hosts the app calls its own (template pages). Never derived from what a name resolves to.
  APP_HOSTS: optional(
    z.string().transform((text, ctx) => {
      const hosts = text.split(",").map((h) => h.trim()).filter(Boolean);
      const bad = hosts.find((h) => !URL.canParse(`http://${h}/`) || new URL(`http://${h}/`).host !== h.toLowerCase().replace(/:80$/, ""));
      if (bad !== undefined) {
        ctx.addIssue({ code: "custom", message: `must list host names (with an optional port), comma separated; "${bad}" is not one` });
        return z.NEVER;
      }
      return hosts;
    }),
  ).default([]),
  DATA_DIR: optional(z.string()).default(".data"),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")),
  DATABASE_DRIVER: optional(z.enum(["pglite", "pg", "neon"])),
  S3_BUCKET_SCREENSHOTS: optional(z.string()),
  S3_BUCKET_EXPORTS: optional(z.string()),
  QUEUE_URL: optional(z.url()),
  CHROME_PATH: optional(z.string()),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: optional(z.url()),
  OPENAI_MODEL: optional(z.string()).default("gpt-4o-mini"),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, "must start with sk_ or rk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string()),
  STRIPE_PRICE_PRO: optional(z.string()),
  STRIPE_PRICE_ENTERPRISE: optional(z.string()),
  STRIPE_PRICE_PRO_ANNUAL: optional(z.string()),
  STRIPE_PRICE_ENTERPRISE_ANNUAL: optional(z.string()),
  // Lets tests point the real SDK at a loopback fake (protocol://host:port).
  STRIPE_API_URL: optional(z.url()),
  VITE_STRIPE_PUBLISHABLE_KEY: optional(z.string()),
  GITHUB_CLIENT_ID: optional(z.string()),
  GITHUB_CLIENT_SECRET: optional(z.string()),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  OIDC_ISSUER: optional(z.url()),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  SESSION_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  // Proxies whose X-Forwarded-For is believed (rate limits, session records): addresses or CIDRs, comma separated.
  TRUSTED_PROXIES: optional(
    z.string().transform((text, ctx): TrustedProxies => {
      try {
        return parseTrustedProxies(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: `must list IP addresses or CIDR ranges: ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  ).default([]),
  // Set by the deploy's CloudFront router on every request it forwards (header x-layoutlift-router): only such
  // requests have their CloudFront-Viewer-Address believed.
  ROUTER_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
  EXTRACT_ALLOW_PRIVATE: optional(flag).default(false),
  EXTRACT_LOOPBACK_ONLY: optional(flag).default(false),
  WORKER_CONCURRENCY: optional(z.coerce.number().int().min(1).max(8)).default(1),
  // Extraction bounds (issues 3 and 25: navigation 20 s; the job 60 s of CPU work, 60 s without progress, 5 min of
  // wall time as a last resort; 25 MB of responses); tests shorten them.
  EXTRACT_NAVIGATION_TIMEOUT_MS: optional(z.coerce.number().int().min(500)).default(20_000),
  EXTRACT_JOB_TIMEOUT_MS: optional(z.coerce.number().int().min(1000)).default(60_000),
  EXTRACT_STALL_TIMEOUT_MS: optional(z.coerce.number().int().min(1000)).default(60_000),
  EXTRACT_WALL_TIMEOUT_MS: optional(z.coerce.number().int().min(1000)).default(300_000),
  EXTRACT_MAX_RESPONSE_BYTES: optional(z.coerce.number().int().min(1024)).default(25 * 1024 * 1024),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; a malformed value stops start-up naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.DATABASE_DRIVER === "neon" && !config.DATABASE_URL) {
    throw new ConfigError("Invalid configuration:\n  DATABASE_URL: required when DATABASE_DRIVER=neon");
  }
  return config;
}

export function appUrl(config: Config): string {
  return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}

/** The hosts the app calls its own: APP_URL's (localhost:PORT when unset) and APP_HOSTS. */
export function appHosts(config: Config): string[] {
  return [new URL(appUrl(config)).host, ...config.APP_HOSTS];
}
