import { Hono, type Context } from "hono";
import { renameVersionSchema, restoreVersionSchema, type LayoutHistoryResponse } from "@layoutlift/core/contract/layout-versions";
import type { LayoutAction } from "@layoutlift/core/contract/workspaces";
import { layoutFor } from "@layoutlift/core/layouts/layout-access";
import { patchLayout, toLayoutResponse } from "@layoutlift/core/layouts/layouts";
import { getVersion, labelVersion, listVersions } from "@layoutlift/core/layouts/layout-versions";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import type { AppEnv } from "../env.ts";
import { saveChecks } from "../lib/save-checks.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

/** A layout the caller may view (or edit) and how many days of its saves the caller's plan keeps. */
async function ownHistory(c: Context<AppEnv>, action: LayoutAction = "view") {
  const { db, now } = c.var.deps;
  const userId = currentUser(c).id;
  const layout = await layoutFor(db, userId, c.req.param("id")!, action);
  const at = now();
  const keepDays = (await loadEntitlements(db, userId, at)).plan.historyDays;
  return { db, userId, layout, at, keepDays };
}

/** A layout's versions (its saves, then the original): list, one for preview, name one, and restore (saved as a new version, same 409 rule as a save). */
export const layoutVersionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id/versions", async (c) => {
    const { db, layout, at, keepDays } = await ownHistory(c);
    return c.json({ keepDays, versions: await listVersions(db, layout, at, keepDays) } satisfies LayoutHistoryResponse);
  })
  .get("/:id/versions/:versionId", async (c) => {
    const { db, layout, at, keepDays } = await ownHistory(c);
    return c.json(await getVersion(db, layout, c.req.param("versionId"), at, keepDays));
  })
  .patch("/:id/versions/:versionId", validate("json", renameVersionSchema), async (c) => {
    const { db, layout, at, keepDays } = await ownHistory(c, "edit");
    return c.json(await labelVersion(db, layout, c.req.param("versionId"), c.req.valid("json").label, at, keepDays));
  })
  .post("/:id/versions/:versionId/restore", validate("json", restoreVersionSchema), async (c) => {
    const { db, userId, layout, at, keepDays } = await ownHistory(c, "edit");
    const old = await getVersion(db, layout, c.req.param("versionId"), at, keepDays);
    const { version } = c.req.valid("json");
    const row = await patchLayout(db, userId, layout.id, { editedHtml: old.html, editedCss: old.css, version }, at, { keepDays, restoredFrom: old.version }, saveChecks(userId));
    return c.json(toLayoutResponse(row));
  });
