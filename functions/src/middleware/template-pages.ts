import type { MiddlewareHandler } from "hono";
import { templateById } from "@layoutlift/core/templates/catalogue";
import { ACCESS_PARAM, proTemplateOfPath, templateAccessKey, verifyTemplateAccess } from "@layoutlift/core/templates/template-access";
import { templateIdOfPath } from "@layoutlift/core/templates/template-url";
import type { AppDeps, AppEnv } from "../env.ts";
import { templatePageHtml } from "../lib/template-page-files.ts";
import { templatePreviewPage } from "../views/template-preview-page.ts";

/**
 * The template pages, /templates/<id>/, served by the API (locally and behind the deployed router's /templates
 * route; the static site has none). A free template's page is served to anyone. A Pro template's page (any path
 * under its folder, whatever host or spelling the request uses) is served only with a valid access token; anyone
 * else gets the preview image (402).
 */
export const templatePages = (deps: AppDeps): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  const proId = proTemplateOfPath(c.req.path);
  const id = templateIdOfPath(c.req.path);
  if (!proId && !id) return next();
  if (proId) {
    c.header("Cache-Control", "no-store");
    const key = templateAccessKey(deps.config.SESSION_SECRET);
    if (!verifyTemplateAccess(proId, c.req.query(ACCESS_PARAM), key, deps.now().getTime())) return c.html(await templatePreviewPage(templateById(proId)!), 402);
    c.header("X-Robots-Tag", "noindex");
  } else c.header("Cache-Control", "no-cache");
  // A path under a Pro template's folder that is not its page: nothing else is there.
  if (!id) return next();
  return c.html(await templatePageHtml(id));
};
