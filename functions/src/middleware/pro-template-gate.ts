import type { MiddlewareHandler } from "hono";
import { templateById } from "@layoutlift/core/templates/catalogue";
import { ACCESS_PARAM, proTemplateOfPath, templateAccessKey, verifyTemplateAccess } from "@layoutlift/core/templates/template-access";
import type { AppDeps, AppEnv } from "../env.ts";
import { templatePreviewPage } from "../views/template-preview-page.ts";

/**
 * Pro template pages (any file under /templates/<pro id>/) are served only with a valid access token, whatever host
 * the request names: a visitor, or an extraction under a host spelling we do not recognise, gets the preview (402).
 */
export const proTemplateGate = (deps: AppDeps): MiddlewareHandler<AppEnv> => async (c, next) => {
  const id = proTemplateOfPath(c.req.path);
  if (!id) return next();
  const key = templateAccessKey(deps.config.SESSION_SECRET);
  if (verifyTemplateAccess(id, c.req.query(ACCESS_PARAM), key, deps.now().getTime())) {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return;
  }
  c.header("Cache-Control", "no-store");
  return c.html(await templatePreviewPage(templateById(id)!), 402);
};
