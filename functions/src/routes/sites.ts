import { Hono } from "hono";
import { workspaceQuerySchema } from "@layoutlift/core/contract/workspaces";
import { SITE_NOT_CAPTURED, siteExportQuerySchema } from "@layoutlift/core/contract/sites";
import { AppError, paymentRequired } from "@layoutlift/core/errors";
import { preloadOwnAssets } from "@layoutlift/core/layouts/own-assets";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { EXPORT_LOCKED } from "@layoutlift/core/plans/entitlements";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import { isSiteFormat, SITE_FORMATS } from "@layoutlift/core/sites/export/export-site";
import { loadSitePages } from "@layoutlift/core/sites/load-site-pages";
import { exportInThread } from "@layoutlift/core/threads/export-in-thread";
import { ownOrigins } from "../lib/own-origins.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { deleteSite, listSites, siteFor, toSiteResponse } from "@layoutlift/core/sites/sites";
import { restoreSiteSave, siteHistory } from "@layoutlift/core/sites/site-history";
import { restoreSiteSaveSchema } from "@layoutlift/core/contract/site-history";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

/**
 * Whole sites (issue 27): the dashboard's site cards, a site's progress page, its export as one zip and its deletion. A site is started by
 * POST /api/layouts/extract with `site: { maxPages }`; its pages are layouts and open, save and export as layouts.
 */
export const siteRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", workspaceQuerySchema), async (c) => {
    return c.json(await listSites(c.var.deps.db, currentUser(c).id, c.req.valid("query").teamId));
  })
  .get("/:id", async (c) => {
    const { db } = c.var.deps;
    const site = await siteFor(db, currentUser(c).id, c.req.param("id"), "view");
    return c.json(await toSiteResponse(db, site));
  })
  // The saves of all the site's pages as one history (a shared-part edit spread to other pages is one save), and the
  // restore of the whole site to how it was after one of them.
  .get("/:id/history", async (c) => {
    const { db, now } = c.var.deps;
    const userId = currentUser(c).id;
    const site = await siteFor(db, userId, c.req.param("id"), "view");
    const at = now();
    return c.json(await siteHistory(db, site, at, (await loadEntitlements(db, userId, at)).plan.historyDays));
  })
  .post("/:id/history/restore", validate("json", restoreSiteSaveSchema), async (c) => {
    const { db, now } = c.var.deps;
    const userId = currentUser(c).id;
    const site = await siteFor(db, userId, c.req.param("id"), "edit");
    const at = now();
    const keepDays = (await loadEntitlements(db, userId, at)).plan.historyDays;
    return c.json(await restoreSiteSave(db, site, c.req.valid("json"), { userId, now: at, keepDays }));
  })
  .get("/:id/export", rateLimit({ name: "export", limit: 60, windowMs: 60_000 }), validate("query", siteExportQuerySchema), async (c) => {
    const { db, config, storage } = c.var.deps;
    const user = currentUser(c);
    const site = await siteFor(db, user.id, c.req.param("id"), "view");
    const { format } = c.req.valid("query");
    if (!isSiteFormat(format)) throw new AppError(400, `A whole site cannot be exported as ${format} yet; choose one of ${SITE_FORMATS.join(", ")}.`);
    // The plan decides formats exactly as for one layout: a site is its pages.
    if (!(await loadEntitlements(db, user.id, c.var.deps.now())).canExport(format)) throw paymentRequired(EXPORT_LOCKED);
    const loaded = await loadSitePages(db, site.id);
    if (!loaded.length) throw new AppError(409, SITE_NOT_CAPTURED);
    // The WordPress theme's screenshot.png is the start page's capture.
    const shot = format === "wordpress" || format === "zip" ? loaded[0].screenshotKey && (await storage.screenshots.get(loaded[0].screenshotKey)) : null;
    const pages = loaded.map(({ screenshotKey: _key, ...page }, i) => (i === 0 && shot && shot.contentType === "image/png" ? { ...page, screenshot: shot.body } : page));
    const preloaded = await preloadOwnAssets(storage.screenshots, pages.flatMap((p) => [p.html, p.css]), ownOrigins(c));
    const file = await exportInThread(format, { site: pages }, egressPolicyOf(config), preloaded, { userId: user.id });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    });
  })
  .delete("/:id", async (c) => {
    const { db, storage } = c.var.deps;
    await deleteSite(db, storage.screenshots, currentUser(c).id, c.req.param("id"));
    return c.body(null, 204);
  });
