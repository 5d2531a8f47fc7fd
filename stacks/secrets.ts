import type { Secrets } from "./environment.ts";

/**
 * Values set once per stage with `npx sst secret set <Name> <value>`. DatabaseUrl is the Neon connection string
 * (pooled endpoint); an unset optional secret stays empty and its feature stays off, as it does locally.
 */
export function createSecrets(): Secrets {
  return {
    databaseUrl: new sst.Secret("DatabaseUrl"),
    sessionSecret: new sst.Secret("SessionSecret"),
    stripeSecretKey: new sst.Secret("StripeSecretKey", ""),
    stripePublishableKey: new sst.Secret("StripePublishableKey", ""),
    stripePricePro: new sst.Secret("StripePricePro", ""),
    stripePriceEnterprise: new sst.Secret("StripePriceEnterprise", ""),
    githubClientId: new sst.Secret("GithubClientId", ""),
    githubClientSecret: new sst.Secret("GithubClientSecret", ""),
    googleClientId: new sst.Secret("GoogleClientId", ""),
    googleClientSecret: new sst.Secret("GoogleClientSecret", ""),
    openaiApiKey: new sst.Secret("OpenaiApiKey", ""),
    // Proves a request came through the router (client addresses for rate limits): `openssl rand -hex 32`.
    routerSecret: new sst.Secret("RouterSecret"),
  };
}
