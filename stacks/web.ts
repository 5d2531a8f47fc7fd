import type { Secrets } from "./environment.ts";

/**
 * One domain for the SPA and the API (the app calls `/api/*` on its own origin, which keeps cookies first-party):
 * a CloudFront router in front of the static site and the API function.
 */
export function createWeb(secrets: Secrets) {
  const router = new sst.aws.Router("Router");
  new sst.aws.StaticSite("Web", {
    path: "web",
    build: { command: "npm run build", output: "dist" },
    router: { instance: router },
    // Client routes (/dashboard, /editor/:id) are answered by the SPA.
    errorPage: "index.html",
    environment: { VITE_STRIPE_PUBLISHABLE_KEY: secrets.stripePublishableKey.value as string },
  });
  return { router, url: router.url };
}
