import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  AVATAR_BAD_TYPE_MESSAGE,
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE_MESSAGE,
  deleteAccountSchema,
  patchSettingsSchema,
  type AvatarResponse,
  type RevokeSessionsResponse,
} from "@layoutlift/core/contract/account";
import { badRequest, tooLarge, unauthorized } from "@layoutlift/core/errors";
import { getUserSettings, updateUserSettings } from "@layoutlift/core/account/settings";
import { readAvatar, saveAvatar } from "@layoutlift/core/account/avatar";
import { exportFileName, exportUserData } from "@layoutlift/core/account/export-data";
import { deleteAccount } from "@layoutlift/core/account/delete-account";
import { listAccountSessions, revokeOtherSessions } from "@layoutlift/core/account/sessions";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";
import { clearSessionCookie } from "../lib/session-cookie.ts";
import { immutableImage } from "../lib/immutable-image.ts";

/** Multipart framing around the photo: boundaries and part headers are small. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const accountRoutes = new Hono<AppEnv>()
  .get("/settings", requireUser, async (c) => {
    return c.json(await getUserSettings(c.var.deps.db, currentUser(c).id));
  })
  .patch("/settings", requireUser, validate("json", patchSettingsSchema), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await updateUserSettings(db, currentUser(c).id, c.req.valid("json"), now()));
  })
  .post(
    "/account/avatar",
    requireUser,
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw tooLarge(AVATAR_TOO_LARGE_MESSAGE);
      },
    }),
    async (c) => {
      const form = await c.req.formData().catch(() => {
        throw badRequest("Send the photo as multipart/form-data in a field named 'file'");
      });
      const file = form.get("file");
      if (!(file instanceof File)) throw badRequest("Choose a photo to upload (field 'file')");
      if (file.size > AVATAR_MAX_BYTES) throw tooLarge(AVATAR_TOO_LARGE_MESSAGE);
      if (file.size === 0) throw badRequest(AVATAR_BAD_TYPE_MESSAGE);
      const { db, storage, now } = c.var.deps;
      const url = await saveAvatar(db, storage.screenshots, currentUser(c).id, new Uint8Array(await file.arrayBuffer()), now());
      return c.json({ profileImageUrl: url } satisfies AvatarResponse);
    },
  )
  .get("/account/avatar/:userId/:file", async (c) => {
    const object = await readAvatar(c.var.deps.storage.screenshots, c.req.param("userId"), c.req.param("file"));
    return immutableImage(c, object);
  })
  .get("/account/export", requireUser, async (c) => {
    const user = currentUser(c);
    const now = c.var.deps.now();
    const data = await exportUserData(c.var.deps.db, user.id, now);
    return c.body(JSON.stringify(data, null, 2), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(user.email, now)}"`,
      "Cache-Control": "no-store",
    });
  })
  .delete("/account", requireUser, validate("json", deleteAccountSchema), async (c) => {
    const { db, storage } = c.var.deps;
    await deleteAccount(db, storage, currentUser(c).id, c.req.valid("json").confirm);
    clearSessionCookie(c);
    return c.body(null, 204);
  })
  .get("/account/sessions", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listAccountSessions(db, currentUser(c).id, c.var.sessionId, now()));
  })
  .post("/account/sessions/revoke-others", requireUser, async (c) => {
    const sessionId = c.var.sessionId;
    // Only a browser session knows which one to keep; an API key must not sign the owner out everywhere.
    if (!sessionId) throw unauthorized("Sign in with your browser to manage sessions");
    const revoked = await revokeOtherSessions(c.var.deps.db, currentUser(c).id, sessionId);
    return c.json({ revoked } satisfies RevokeSessionsResponse);
  });
