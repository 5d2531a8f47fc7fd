import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../db/schema/index.ts";
import { generateToken, sha256Hex } from "./tokens.ts";

export const SESSION_COOKIE = "ll_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extending on every request would write on every request; once a day is enough for a 30-day window. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export async function createSession(
  db: Database,
  userId: string,
  meta: { userAgent?: string | null; ip?: string | null } = {},
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; id: string }> {
  const token = generateToken();
  const id = sha256Hex(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt,
    createdAt: now,
    lastSeenAt: now,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt, id };
}

/** Returns the user for a cookie token, sliding the expiry forward; expired sessions are deleted. */
export async function validateSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ user: SessionUser; sessionId: string; expiresAt: Date; refreshed: boolean } | null> {
  const id = sha256Hex(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return null;
  if (row.session.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.session.expiresAt;
  let refreshed = false;
  if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - REFRESH_AFTER_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    refreshed = true;
    await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { user: row.user, sessionId: id, expiresAt, refreshed };
}

export async function invalidateSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sha256Hex(token)));
}

export async function invalidateOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return removed.length;
}

export async function listSessions(db: Database, userId: string, now = new Date()) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
}

export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
