import type { Database } from "../db/client.ts";
import { invalidateOtherSessions, listSessions } from "../auth/sessions.ts";
import type { SessionInfo } from "../contract/account.ts";
import { describeUserAgent } from "./user-agent.ts";

/** The signed-in user's live sessions, the current one first, then the most recently used. */
export async function listAccountSessions(db: Database, userId: string, currentSessionId: string | null, now = new Date()): Promise<SessionInfo[]> {
  const rows = await listSessions(db, userId, now);
  return rows
    .map((row) => ({
      id: row.id.slice(0, 12),
      current: row.id === currentSessionId,
      device: describeUserAgent(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

export async function revokeOtherSessions(db: Database, userId: string, currentSessionId: string): Promise<number> {
  return invalidateOtherSessions(db, userId, currentSessionId);
}
