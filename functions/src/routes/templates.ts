import { Hono } from "hono";
import { templateById } from "@layoutlift/core/templates/catalogue";
import { signTemplateAccess, templateAccessKey, ACCESS_PARAM } from "@layoutlift/core/templates/template-access";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import { notFound } from "@layoutlift/core/errors";
import type { AppEnv } from "../env.ts";

/**
 * GET /api/templates/:id/page — the marketplace's preview link. A Pro template's page is served only with an access
 * token, so a signed-in user whose plan includes Pro templates is sent there with one; anyone else gets the page
 * address as it is, which shows a Pro template's preview image.
 */
export const templateRoutes = new Hono<AppEnv>().get("/templates/:id/page", async (c) => {
  const template = templateById(c.req.param("id"));
  if (!template) throw notFound("Template not found");
  const page = `/templates/${template.id}/`;
  const user = c.var.user;
  if (!template.isPro || !user) return c.redirect(page, 302);
  const { db, now, config } = c.var.deps;
  const entitlements = await loadEntitlements(db, user.id, now());
  if (!entitlements.proTemplates) return c.redirect(page, 302);
  const token = signTemplateAccess(template.id, templateAccessKey(config.SESSION_SECRET), now().getTime());
  c.header("Cache-Control", "no-store");
  return c.redirect(`${page}?${ACCESS_PARAM}=${encodeURIComponent(token)}`, 302);
});
