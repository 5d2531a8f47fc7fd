import { Hono } from "hono";
import { patchLayoutSchema } from "@layoutlift/core/api/layouts";
import { notFound } from "@layoutlift/core/errors";
import { getOwnedLayout, listLayouts, patchLayout, toLayoutResponse } from "@layoutlift/core/layouts/layouts";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

export const layoutRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    return c.json(await listLayouts(c.var.deps.db, currentUser(c).id));
  })
  .get("/:id", async (c) => {
    const row = await getOwnedLayout(c.var.deps.db, currentUser(c).id, c.req.param("id"));
    return c.json(toLayoutResponse(row));
  })
  .patch("/:id", validate("json", patchLayoutSchema), async (c) => {
    const { db, now } = c.var.deps;
    const row = await patchLayout(db, currentUser(c).id, c.req.param("id"), c.req.valid("json"), now());
    return c.json(toLayoutResponse(row));
  })
  .get("/:id/screenshot", async (c) => {
    const row = await getOwnedLayout(c.var.deps.db, currentUser(c).id, c.req.param("id"));
    const object = row.screenshotKey ? await c.var.deps.storage.screenshots.get(row.screenshotKey) : null;
    if (!object) throw notFound("This layout has no screenshot yet");
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": object.contentType,
      "Cache-Control": "private, max-age=3600",
    });
  });
