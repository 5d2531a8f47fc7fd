import { Hono } from "hono";
import { workspaceQuerySchema } from "@layoutlift/core/contract/workspaces";
import { deleteSite, listSites, siteFor, toSiteResponse } from "@layoutlift/core/sites/sites";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

/**
 * Whole sites (issue 27): the dashboard's site cards, a site's progress page and its deletion. A site is started by
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
  .delete("/:id", async (c) => {
    const { db, storage } = c.var.deps;
    await deleteSite(db, storage.screenshots, currentUser(c).id, c.req.param("id"));
    return c.body(null, 204);
  });
