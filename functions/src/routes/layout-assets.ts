import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  LAYOUT_ASSET_MAX_BYTES,
  LAYOUT_ASSET_TOO_LARGE_MESSAGE,
  assetSizesRequestSchema,
  uploadLayoutAssetSchema,
} from "@layoutlift/core/contract/layout-assets";
import { tooLarge } from "@layoutlift/core/errors";
import { measureAssetSizes } from "@layoutlift/core/layouts/asset-sizes";
import { readLayoutAsset, saveLayoutAsset } from "@layoutlift/core/layouts/layout-assets";
import { layoutFor } from "@layoutlift/core/layouts/layout-access";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import type { AppEnv } from "../env.ts";
import { ownOrigins, viewerOrigin } from "../lib/own-origins.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { validate } from "../middleware/validate.ts";
import { immutableImage } from "../lib/immutable-image.ts";

/** Multipart framing around the image: boundaries and part headers are small. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A layout the caller may not edit (or a missing one) is refused before an upload to it is read. */
const ownLayout: MiddlewareHandler<AppEnv> = async (c, next) => {
  await layoutFor(c.var.deps.db, currentUser(c).id, c.req.param("id") ?? "", "edit");
  await next();
};

/**
 * Images of a layout's Assets panel, mounted at /api/layouts before the routers that require a session for every
 * path, because the uploaded files themselves are public. Uploading needs what editing needs: whoever may edit the
 * layout (its owner or its team's members; every plan may edit).
 */
export const layoutAssetRoutes = new Hono<AppEnv>()
  .post(
    "/:id/assets",
    requireUser,
    rateLimit({ name: "image uploads", limit: 30, windowMs: 60_000 }),
    ownLayout,
    bodyLimit({
      maxSize: LAYOUT_ASSET_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge(LAYOUT_ASSET_TOO_LARGE_MESSAGE);
      },
    }),
    validate("form", uploadLayoutAssetSchema),
    async (c) => {
      const { file } = c.req.valid("form");
      if (file.size > LAYOUT_ASSET_MAX_BYTES) throw tooLarge(LAYOUT_ASSET_TOO_LARGE_MESSAGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // ownLayout has matched the id to a row; uuids are stored lower-case, and so the file's URL names it.
      const layoutId = c.req.param("id").toLowerCase();
      return c.json(await saveLayoutAsset(c.var.deps.storage.screenshots, { layoutId, bytes, origin: viewerOrigin(c), fileName: file.name }), 201);
    },
  )
  .post(
    "/:id/assets/sizes",
    requireUser,
    rateLimit({ name: "image sizes", limit: 60, windowMs: 60_000 }),
    validate("json", assetSizesRequestSchema),
    async (c) => {
      const { db, storage, config } = c.var.deps;
      const layout = await layoutFor(db, currentUser(c).id, c.req.param("id"), "view");
      const { urls } = c.req.valid("json");
      return c.json(await measureAssetSizes({ layout, urls, storage: storage.screenshots, policy: egressPolicyOf(config), ownOrigins: ownOrigins(c) }));
    },
  )
  .get("/assets/:layoutId/:file", async (c) => {
    const object = await readLayoutAsset(c.var.deps.storage.screenshots, c.req.param("layoutId"), c.req.param("file"));
    // Exported pages hosted elsewhere still show the image while it is linked from here.
    return immutableImage(c, object, { crossOrigin: true });
  });
