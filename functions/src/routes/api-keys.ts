import { Hono } from "hono";
import { createApiKeySchema } from "@layoutlift/core/contract/api-keys";
import { createApiKey, listApiKeys, requireApiAccess, revokeApiKey } from "@layoutlift/core/api-keys/api-keys";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

export const apiKeysRoutes = new Hono<AppEnv>()
  .get("/api-keys", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    const user = currentUser(c);
    await requireApiAccess(db, user.id, now());
    return c.json(await listApiKeys(db, user.id));
  })
  .post("/api-keys", requireUser, validate("json", createApiKeySchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await createApiKey(db, currentUser(c).id, c.req.valid("json").name, now()), 201);
  })
  .delete("/api-keys/:id", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    await revokeApiKey(db, currentUser(c).id, c.req.param("id"), now());
    return c.body(null, 204);
  });
