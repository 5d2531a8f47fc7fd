import { readFileSync } from "node:fs";
import type { Secrets } from "./environment.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "../functions/src/lib/csp-directives.ts";
import { ROUTER_HEADER } from "../functions/src/middleware/client-ip.ts";
import { previewScriptHashes } from "../core/src/export/print/behaviour-script.ts";

/**
 * One domain for the SPA and the API (the app calls `/api/*` on its own origin, which keeps cookies first-party):
 * a CloudFront router in front of the static site and the API function.
 */
/**
 * The CDN serves index.html itself, so it adds the policy the local server adds, naming the same inline scripts: the
 * index's own and the editor Preview frame's (our behaviour runtime and its Escape relay; srcdoc frames inherit it).
 */
export function webContentSecurityPolicy(indexHtml = readFileSync("web/index.html", "utf8")): string {
  const preview = previewScriptHashes().map((hash) => hash.replace(/'/g, ""));
  return contentSecurityPolicy({ scriptHashes: [...inlineScriptHashes(indexHtml), ...preview] });
}

export function createWeb(secrets: Secrets) {
  // Every request the router forwards carries the router secret (a viewer's own header of that name is
  // overwritten here), so the API believes CloudFront-Viewer-Address on those requests only; a request straight to
  // the function URL is judged by its own source address (functions/src/middleware/client-ip.ts).
  const router = new sst.aws.Router("Router", {
    edge: {
      viewerRequest: { injection: $interpolate`event.request.headers["${ROUTER_HEADER}"] = { value: "${secrets.routerSecret.value}" };` },
      viewerResponse: { injection: `event.response.headers["content-security-policy"] = { value: ${JSON.stringify(webContentSecurityPolicy())} };` },
    },
  });
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
