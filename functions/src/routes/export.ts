import { Hono } from "hono";
import { exportQuerySchema, exportRequestSchema } from "@layoutlift/core/contract/export";
import { paymentRequired } from "@layoutlift/core/errors";
import { layoutFor } from "@layoutlift/core/layouts/layout-access";
import { preloadOwnAssets } from "@layoutlift/core/layouts/own-assets";
import { formatDefinition } from "@layoutlift/core/export/formats/registry";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { EXPORT_LOCKED, TAILWIND_LOCKED } from "@layoutlift/core/plans/entitlements";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import { exportInThread, exportQueueStatus } from "@layoutlift/core/threads/export-in-thread";
import type { ExportQueueStatus } from "@layoutlift/core/contract/export";
import type { AppEnv } from "../env.ts";
import { ownOrigins } from "../lib/own-origins.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";

export const exportRoutes = new Hono<AppEnv>().post(
  "/:id/export",
  requireUser,
  rateLimit({ name: "export", limit: 60, windowMs: 60_000 }),
  validate("query", exportQuerySchema),
  validate("json", exportRequestSchema),
  async (c) => {
    const { db, config, storage } = c.var.deps;
    const user = currentUser(c);
    const layout = await layoutFor(db, user.id, c.req.param("id"), "view");
    const { format, html, css } = c.req.valid("json");
    const { css: cssFlavour } = c.req.valid("query");
    // The plan is checked here, not only in the editor's menu: a locked format is never produced.
    const entitlements = await loadEntitlements(db, user.id, c.var.deps.now());
    if (!entitlements.canExport(format)) throw paymentRequired(EXPORT_LOCKED);
    if (cssFlavour && !entitlements.canUseCssFlavour(cssFlavour)) throw paymentRequired(TAILWIND_LOCKED);

    // Printing a large layout is seconds of CPU: it runs in the export threads, never on the request thread.
    const input = { html, css, title: layout.title ?? undefined, baseUrl: layout.url, document: layout.layoutJson?.document, cssFlavour };
    // Only a format that packs assets (the zip) downloads them; images uploaded into layouts are read from storage,
    // not fetched from ourselves.
    const preloaded = formatDefinition(format).packsAssets ? await preloadOwnAssets(storage.screenshots, [html, css], ownOrigins(c)) : undefined;
    const file = await exportInThread(format, input, egressPolicyOf(config), preloaded, { userId: user.id });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    });
  },
);

/**
 * Mounted at /api/exports. GET /queue: where the signed-in user's exports stand (how many are ahead of their
 * first waiting one, estimates in seconds), so a waiting export dialog can say so.
 */
export const exportQueueRoutes = new Hono<AppEnv>().get("/queue", requireUser, (c) => {
  const status: ExportQueueStatus = exportQueueStatus(currentUser(c).id);
  c.header("Cache-Control", "no-store");
  return c.json(status);
});
