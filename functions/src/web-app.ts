import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { isClientRoute } from "@layoutlift/core/contract/client-routes";
import type { AppDeps, AppEnv } from "./env.ts";
import { createApi } from "./app.ts";
import { apiNotFound } from "./middleware/error-handler.ts";
import { withPreloads } from "./route-preloads.ts";
import { contentSecurityPolicy, inlineScriptHashes } from "./lib/csp-directives.ts";
import { previewScriptHashes } from "@layoutlift/core/export/print/behaviour-script";

export const defaultWebDist = resolve(import.meta.dirname, "../../web/dist");

/**
 * The whole site on one origin: the API under /api, the built SPA for its client routes, and a real 404
 * status (with the SPA's 'Page Not Found' screen) for anything else.
 */
export function createWebApp(deps: AppDeps, webDist = defaultWebDist) {
  const app = new Hono<AppEnv>();
  app.route("/", createApi(deps));
  // Unknown API paths stay JSON errors instead of falling through to the SPA.
  app.all("/api/*", (c) => apiNotFound(c));
  const indexPath = join(webDist, "index.html");
  const readIndex = () => (existsSync(indexPath) ? readFileSync(indexPath, "utf8") : null);
  let cachedIndex: string | null = null;
  let indexPolicy: string | null = null;

  // index.html is served both here (`/`) and by the SPA fallback below: its inline theme script runs before first
  // paint, so it stays inline and every page of the site names it by hash.
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.get("content-type")?.startsWith("text/html") || c.res.headers.has("content-security-policy")) return;
    cachedIndex ??= readIndex();
    // Also our behaviour runtime and its Escape relay, inline in the editor's Preview frame (srcdoc frames inherit
    // this policy).
    const preview = previewScriptHashes().map((hash) => hash.replace(/'/g, ""));
    indexPolicy ??= contentSecurityPolicy({ scriptHashes: [...(cachedIndex ? inlineScriptHashes(cachedIndex) : []), ...preview] });
    c.res.headers.set("Content-Security-Policy", indexPolicy);
  });
  app.use(
    "/assets/*",
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: webDist, rewriteRequestPath: (p) => (p.endsWith("/") ? `${p}index.html` : p) }));
  app.get("*", (c) => {
    cachedIndex ??= readIndex();
    if (!cachedIndex) return c.text("The web app is not built yet: run `npm run build:web`.", 503);
    c.header("Cache-Control", "no-cache");
    const known = isClientRoute(c.req.path);
    return c.html(known ? withPreloads(cachedIndex, c.req.path) : cachedIndex, known ? 200 : 404);
  });
  return app;
}
