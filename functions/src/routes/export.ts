import { Hono } from "hono";
import { exportRequestSchema } from "@layoutlift/core/api/export";
import { paymentRequired } from "@layoutlift/core/errors";
import { exportLayout, type FetchAsset } from "@layoutlift/core/export/export-layout";
import { getOwnedLayout } from "@layoutlift/core/layouts/layouts";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { safeFetch } from "@layoutlift/core/net/safe-fetch";
import { EXPORT_LOCKED } from "@layoutlift/core/plans/entitlements";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import type { Config } from "@layoutlift/core/config";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";

const ASSET_MAX_BYTES = 10 * 1024 * 1024;
const ASSET_TIMEOUT_MS = 10_000;

/** Zip exports download the layout's images through the SSRF-safe fetch; a failure just keeps the remote URL. */
function serverAssetFetcher(config: Config): FetchAsset {
  return async (url) => {
    try {
      const res = await safeFetch(url, { ...egressPolicyOf(config), maxBytes: ASSET_MAX_BYTES, timeoutMs: ASSET_TIMEOUT_MS });
      if (res.status !== 200) return null;
      return { body: res.body, contentType: res.contentType ?? "application/octet-stream" };
    } catch {
      return null;
    }
  };
}

export const exportRoutes = new Hono<AppEnv>().post(
  "/:id/export",
  requireUser,
  rateLimit({ name: "export", limit: 60, windowMs: 60_000 }),
  validate("json", exportRequestSchema),
  async (c) => {
    const { db, config } = c.var.deps;
    const user = currentUser(c);
    const layout = await getOwnedLayout(db, user.id, c.req.param("id"));
    const { format, html, css } = c.req.valid("json");
    // The plan is checked here, not only in the editor's menu: a locked format is never produced.
    const entitlements = await loadEntitlements(db, user.id, c.var.deps.now());
    if (!entitlements.canExport(format)) throw paymentRequired(EXPORT_LOCKED);

    const file = await exportLayout(
      format,
      { html, css, title: layout.title ?? undefined, baseUrl: layout.url },
      { fetchAsset: serverAssetFetcher(config) },
    );
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    });
  },
);
