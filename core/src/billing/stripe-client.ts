import Stripe from "stripe";
import type { Config } from "../config.ts";

const clients = new WeakMap<Config, Stripe>();

/**
 * The Stripe SDK for this configuration, or null in test mode (no secret key). STRIPE_API_URL points the real
 * SDK at another host (tests run a fake Stripe on loopback), so every request shape is still the SDK's own.
 */
export function stripeClient(config: Config): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    const target = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: target ? 0 : 2,
      timeout: 20_000,
      appInfo: { name: "LayoutLift" },
      ...(target
        ? {
            host: target.hostname,
            port: target.port || (target.protocol === "https:" ? 443 : 80),
            protocol: target.protocol === "https:" ? "https" : "http",
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/** Test mode: no Stripe key, so paid plans activate at once without payment (spec section 4). */
export function isTestMode(config: Config): boolean {
  return !config.STRIPE_SECRET_KEY;
}
