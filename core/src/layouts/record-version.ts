import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layoutVersions } from "../db/schema/index.ts";

const DAY_MS = 86_400_000;
type Executor = Pick<Database, "insert" | "delete">;

export interface VersionRecord {
  layoutId: string;
  version: number;
  html: string;
  css: string;
  authorId: string;
  restoredFrom?: number | null;
  now: Date;
  keepDays: number;
}

/** Stores one save and drops the versions that have outlived the plan's history period. */
export async function recordVersion(tx: Executor, record: VersionRecord): Promise<void> {
  const { now, keepDays, ...row } = record;
  await tx.insert(layoutVersions).values({ ...row, restoredFrom: row.restoredFrom ?? null, createdAt: now });
  await tx.delete(layoutVersions).where(and(eq(layoutVersions.layoutId, record.layoutId), lt(layoutVersions.createdAt, historyCutoff(now, keepDays))));
}

export function historyCutoff(now: Date, keepDays: number): Date {
  return new Date(now.getTime() - keepDays * DAY_MS);
}

