import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { apiKeys, users } from "../db/schema/index.ts";
import { notFound, paymentRequired } from "../errors.ts";
import { generateToken, sha256Hex } from "../auth/tokens.ts";
import { loadEntitlements } from "../plans/load-plan-state.ts";
import type { ApiKeySummary, CreatedApiKey } from "../contract/api-keys.ts";

export const API_KEY_PREFIX = "ll_live_";
/** Shown in lists: the fixed prefix plus a few random characters. */
const VISIBLE_CHARS = API_KEY_PREFIX.length + 6;
export const API_ACCESS_REQUIRED = "API access is available on the Enterprise plan";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ApiKeyRow = typeof apiKeys.$inferSelect;

function toSummary(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX);
}

export async function requireApiAccess(db: Database, userId: string, now: Date): Promise<void> {
  const ent = await loadEntitlements(db, userId, now);
  if (!ent.apiAccess) throw paymentRequired(API_ACCESS_REQUIRED);
}

export async function createApiKey(db: Database, userId: string, name: string, now: Date): Promise<CreatedApiKey> {
  await requireApiAccess(db, userId, now);
  const key = `${API_KEY_PREFIX}${generateToken(32)}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name, prefix: key.slice(0, VISIBLE_CHARS), keyHash: sha256Hex(key), createdAt: now })
    .returning();
  return { ...toSummary(row), key };
}

export async function listApiKeys(db: Database, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toSummary);
}

export async function revokeApiKey(db: Database, userId: string, keyId: string, now: Date): Promise<void> {
  if (!UUID.test(keyId)) throw notFound("API key not found");
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw notFound("API key not found");
}

/** The live key and its owner for a presented key; null when unknown or revoked (checked on every request). */
export async function findActiveApiKey(db: Database, presented: string) {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256Hex(presented)), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

export async function touchApiKey(db: Database, keyId: string, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
