import { Hono } from "hono";
import { patchLayoutSchema } from "@layoutlift/core/contract/layouts";
import { notFound } from "@layoutlift/core/errors";
import { moveLayoutSchema, workspaceQuerySchema, workspaceRoleActions } from "@layoutlift/core/contract/workspaces";
import { getLayoutFor, layoutFor } from "@layoutlift/core/layouts/layout-access";
import { listLayouts, patchLayout, toLayoutResponse } from "@layoutlift/core/layouts/layouts";
import { moveLayout } from "@layoutlift/core/layouts/move-layout";
import { listWorkspaces } from "@layoutlift/core/teams/workspaces";
import { deleteLayout, duplicateLayout } from "@layoutlift/core/layouts/manage-layouts";
import { jobsAhead } from "@layoutlift/core/extract-jobs/queue-position";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import { siteCopyFor, sitePartsOf, spreadSharedEdits } from "@layoutlift/core/sites/chrome/site-parts";
import { planSharedEditsInThread } from "@layoutlift/core/threads/shared-edits-in-thread";
import { listSitePartsInThread, siteCopyInThread } from "@layoutlift/core/threads/site-parts-in-thread";
import { sitePartParamSchema, type SitePartsResponse } from "@layoutlift/core/contract/site-parts";
import type { AppEnv } from "../env.ts";
import { saveChecks } from "../lib/save-checks.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

export const layoutRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", workspaceQuerySchema), async (c) => {
    return c.json(await listLayouts(c.var.deps.db, currentUser(c).id, c.req.valid("query").teamId));
  })
  .get("/workspaces", async (c) => {
    return c.json(await listWorkspaces(c.var.deps.db, currentUser(c), c.var.deps.now()));
  })
  .get("/:id", async (c) => {
    const { layout: row, role } = await getLayoutFor(c.var.deps.db, currentUser(c).id, c.req.param("id"), "view");
    const queuedBehind = row.status === "queued" ? await jobsAhead(c.var.deps.db, row.id) : undefined;
    return c.json({ ...toLayoutResponse(row), access: workspaceRoleActions[role], ...(queuedBehind !== undefined ? { queuedBehind } : {}) });
  })
  .patch("/:id", validate("json", patchLayoutSchema), async (c) => {
    const { db, now } = c.var.deps;
    const userId = currentUser(c).id;
    const at = now();
    const keepDays = (await loadEntitlements(db, userId, at)).plan.historyDays;
    const before = await layoutFor(db, userId, c.req.param("id"), "edit");
    const row = await patchLayout(db, userId, c.req.param("id"), c.req.valid("json"), at, { keepDays }, saveChecks(userId));
    // A page of a site: its edits to the shared header, navigation or footer reach every page that shares them.
    if (row.siteId) await spreadSharedEdits(db, { before, after: row, userId, now: at, keepDays }, (input) => planSharedEditsInThread(input, userId));
    return c.json(toLayoutResponse(row));
  })
  // Both read every page of the site: the parsing runs in the save-check threads under the user's key.
  .get("/:id/site-parts", async (c) => {
    const userId = currentUser(c).id;
    const row = await layoutFor(c.var.deps.db, userId, c.req.param("id"), "view");
    const body: SitePartsResponse = { siteId: row.siteId, parts: await sitePartsOf(c.var.deps.db, row, (input) => listSitePartsInThread(input, userId)) };
    return c.json(body);
  })
  .get("/:id/site-parts/:index", validate("param", sitePartParamSchema), async (c) => {
    const userId = currentUser(c).id;
    const { id, index } = c.req.valid("param");
    const row = await layoutFor(c.var.deps.db, userId, id, "view");
    const copy = await siteCopyFor(c.var.deps.db, row, index, (input) => siteCopyInThread(input, userId));
    if (!copy) throw notFound("No other page of this site shares this part");
    return c.json(copy);
  })
  .post("/:id/duplicate", async (c) => {
    const { db, storage, now } = c.var.deps;
    const row = await duplicateLayout(db, storage.screenshots, { userId: currentUser(c).id, id: c.req.param("id"), now: now() });
    return c.json(toLayoutResponse(row), 201);
  })
  .post("/:id/move", validate("json", moveLayoutSchema), async (c) => {
    const { db, now } = c.var.deps;
    const row = await moveLayout(db, { userId: currentUser(c).id, id: c.req.param("id"), teamId: c.req.valid("json").teamId, now: now() });
    return c.json(toLayoutResponse(row));
  })
  .delete("/:id", async (c) => {
    const { db, storage } = c.var.deps;
    await deleteLayout(db, storage.screenshots, currentUser(c).id, c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/:id/screenshot", async (c) => {
    const row = await layoutFor(c.var.deps.db, currentUser(c).id, c.req.param("id"), "view");
    const object = row.screenshotKey ? await c.var.deps.storage.screenshots.get(row.screenshotKey) : null;
    if (!object) throw notFound("This layout has no screenshot yet");
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": object.contentType,
      "Cache-Control": "private, max-age=3600",
    });
  });
