import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, usageRecords } from "../db/schema/index.ts";

/**
 * A failed extraction is not the user's fault: the layout shows the reason and the allowance it used is given
 * back (usage_records.refundedAt), in one transaction so neither happens without the other.
 */
export async function failAndRefundLayouts(db: Database, layoutIds: string[], message: string, now: Date): Promise<void> {
  if (layoutIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .update(layouts)
      .set({ status: "failed", error: message, updatedAt: now })
      .where(inArray(layouts.id, layoutIds));
    await tx
      .update(usageRecords)
      .set({ refundedAt: now })
      .where(and(inArray(usageRecords.layoutId, layoutIds), isNull(usageRecords.refundedAt)));
  });
}

/** Same, for the one layout a job was working on. */
export function failAndRefundLayout(db: Database, layoutId: string, message: string, now: Date): Promise<void> {
  return failAndRefundLayouts(db, [layoutId], message, now);
}
