import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { tooLarge } from "@layoutlift/core/errors";
import type { AppDeps, AppEnv } from "./env.ts";
import { apiNotFound, errorHandler } from "./middleware/error-handler.ts";
import { sessionMiddleware } from "./middleware/session.ts";
import { apiKeyAuth } from "./middleware/api-key.ts";
import { originCheck } from "./middleware/origin-check.ts";
import { contentSecurityPolicyHeader } from "./middleware/content-security-policy.ts";
import { authRoutes } from "./routes/auth.ts";
import { layoutVersionRoutes } from "./routes/layout-versions.ts";
import { layoutRoutes } from "./routes/layouts.ts";
import { layoutAssetRoutes } from "./routes/layout-assets.ts";
import { extractRoutes } from "./routes/extract.ts";
import { exportQueueRoutes, exportRoutes } from "./routes/export.ts";
import { designTokenRoutes } from "./routes/design-tokens.ts";
import { layoutFontRoutes } from "./routes/layout-fonts.ts";
import { aiEditRoutes, aiProviderRoutes } from "./routes/ai-edit.ts";
import { billingRoutes } from "./routes/billing.ts";
import { teamRoutes } from "./routes/team.ts";
import { apiKeysRoutes } from "./routes/api-keys.ts";
import { accountRoutes } from "./routes/account.ts";
import { newsletterRoutes } from "./routes/newsletter.ts";
import { templateRoutes } from "./routes/templates.ts";
import { siteRoutes } from "./routes/sites.ts";
import { templatePages } from "./middleware/template-pages.ts";

/** Layout documents can be large; everything else is small. Uploads set their own limit. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set("deps", deps);
      await next();
    })
    .use(
      secureHeaders({
        // A handler may set its own (uploaded images set a cross-origin resource policy); these are the defaults.
        overwrite: false,
        contentSecurityPolicy: undefined,
        crossOriginResourcePolicy: "same-origin",
        referrerPolicy: "strict-origin-when-cross-origin",
      }),
    )
    .use(contentSecurityPolicyHeader)
    // Template pages (/templates/<id>/, any spelling): the API serves them, Pro ones only with an access token.
    .use(templatePages(deps))
    .use(
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: () => {
          throw tooLarge();
        },
      }),
    )
    .use(sessionMiddleware)
    .use(apiKeyAuth)
    .use(originCheck({ exempt: [STRIPE_WEBHOOK_PATH] }))
    // Extract must be registered before `/:id` routes so it is not read as an id.
    .route("/api/layouts", extractRoutes)
    .route("/api/layouts", exportRoutes)
    .route("/api/layouts", designTokenRoutes)
    .route("/api/layouts", layoutFontRoutes)
    .route("/api/layouts", aiEditRoutes)
    .route("/api/ai", aiProviderRoutes)
    // Before the routers that require a session on every path: uploaded images are served without one.
    .route("/api/layouts", layoutAssetRoutes)
    .route("/api/layouts", layoutVersionRoutes)
    .route("/api/layouts", layoutRoutes)
    .route("/api/sites", siteRoutes)
    .route("/api/exports", exportQueueRoutes)
    .route("/api", authRoutes)
    .route("/api", billingRoutes)
    .route("/api", teamRoutes)
    .route("/api", apiKeysRoutes)
    .route("/api", accountRoutes)
    .route("/api", newsletterRoutes)
    .route("/api", templateRoutes);
  api.onError(errorHandler);
  api.notFound(apiNotFound);
  return api;
}

export type AppType = ReturnType<typeof createApi>;
