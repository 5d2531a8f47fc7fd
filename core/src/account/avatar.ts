import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { badRequest, notFound, tooLarge } from "../errors.ts";
import type { ObjectStorage, StoredObject } from "../storage/storage.ts";
import { AVATAR_BAD_TYPE_MESSAGE, AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE, AVATAR_TYPES } from "../contract/account.ts";
import { IMAGE_EXTENSIONS } from "../contract/image-types.ts";
import { detectImageType } from "../images/image-type.ts";

const AVATAR_URL_PREFIX = "/api/account/avatar/";
const USER_ID = /^[0-9a-f-]{36}$/i;
const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif)$/;

export const avatarKey = (userId: string, file: string) => `avatars/${userId}/${file}`;

/** The storage key behind one of our avatar URLs, or null for an external (sign-in provider) image. */
export function avatarKeyFromUrl(url: string | null): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const [userId, file] = url.slice(AVATAR_URL_PREFIX.length).split("/");
  return userId && file && USER_ID.test(userId) && FILE_NAME.test(file) ? avatarKey(userId, file) : null;
}

/**
 * Stores a new profile photo and points the user at it. The file name is random, so the URL can be served
 * without a session (team mates see each other's photos) and cached forever: a new photo gets a new URL.
 */
export async function saveAvatar(
  db: Database,
  storage: ObjectStorage,
  userId: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<string> {
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw tooLarge(AVATAR_TOO_LARGE_MESSAGE);
  const type = detectImageType(bytes);
  // The Account tab promises JPG, PNG or GIF; other images we can read are still refused here.
  if (!type || !(AVATAR_TYPES as readonly string[]).includes(type)) throw badRequest(AVATAR_BAD_TYPE_MESSAGE);

  const file = `${randomBytes(16).toString("hex")}.${IMAGE_EXTENSIONS[type]}`;
  await storage.put(avatarKey(userId, file), bytes, type);
  const url = `${AVATAR_URL_PREFIX}${userId}/${file}`;

  const [previous] = await db.select({ url: users.profileImageUrl }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ profileImageUrl: url, updatedAt: now }).where(eq(users.id, userId));
  const oldKey = avatarKeyFromUrl(previous?.url ?? null);
  if (oldKey) await storage.delete(oldKey);
  return url;
}

export async function readAvatar(storage: ObjectStorage, userId: string, file: string): Promise<StoredObject> {
  if (!USER_ID.test(userId) || !FILE_NAME.test(file)) throw notFound("No such photo");
  const object = await storage.get(avatarKey(userId, file));
  if (!object) throw notFound("No such photo");
  return object;
}
