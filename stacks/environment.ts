import type { Config } from "../core/src/config.ts";

/**
 * The environment a deployed function gets, keyed by the names core/src/config.ts reads: a typo here is a type
 * error, not a misconfigured production.
 */
export type FunctionEnvironment = Partial<Record<keyof Config, unknown>>;

export interface Secrets {
  databaseUrl: { value: unknown };
  sessionSecret: { value: unknown };
  stripeSecretKey: { value: unknown };
  stripePublishableKey: { value: unknown };
  stripePricePro: { value: unknown };
  stripePriceEnterprise: { value: unknown };
  githubClientId: { value: unknown };
  githubClientSecret: { value: unknown };
  googleClientId: { value: unknown };
  googleClientSecret: { value: unknown };
  openaiApiKey: { value: unknown };
  routerSecret: { value: unknown };
}

/** What every function shares: the database (Neon, over its serverless driver) and the session secret. */
export function baseEnvironment(secrets: Secrets): FunctionEnvironment {
  return {
    NODE_ENV: "production",
    DATABASE_URL: secrets.databaseUrl.value,
    DATABASE_DRIVER: "neon",
    SESSION_SECRET: secrets.sessionSecret.value,
  };
}
