import { appUrl, type Config } from "../../config.ts";
import { createGitHubProvider } from "./github.ts";
import { createGoogleProvider } from "./google.ts";
import { createOidcProvider } from "./oidc.ts";
import type { ProviderId, SignInProvider } from "./provider.ts";

/** The providers whose credentials are configured, in the order the sign-in page lists them. */
export function configuredProviders(config: Config): Map<ProviderId, SignInProvider> {
  const base = appUrl(config);
  const callback = (id: ProviderId) => `${base}/api/callback/${id}`;
  const providers = new Map<ProviderId, SignInProvider>();
  if (config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET) {
    providers.set("github", createGitHubProvider(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET, callback("github")));
  }
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.set("google", createGoogleProvider(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, callback("google")));
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    providers.set(
      "oidc",
      createOidcProvider(config.OIDC_ISSUER, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET, callback("oidc")),
    );
  }
  return providers;
}

/** The local sign-in page exists only when no real provider is configured and we are not in production. */
export function localSignInEnabled(config: Config, providers: Map<ProviderId, SignInProvider>): boolean {
  return providers.size === 0 && config.NODE_ENV !== "production";
}
