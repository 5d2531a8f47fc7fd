import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { userSettings } from "../db/schema/index.ts";
import type { PatchSettingsRequest, UserSettings } from "../contract/account.ts";

type SettingsRow = typeof userSettings.$inferSelect;

function toSettings(row: Pick<SettingsRow, keyof PatchSettingsRequest> | undefined): UserSettings {
  return {
    notifyExtraction: row?.notifyExtraction ?? true,
    notifyMarketing: row?.notifyMarketing ?? false,
    notifyBilling: true,
    autoSave: row?.autoSave ?? true,
    editingHints: row?.editingHints ?? true,
  };
}

/** A user without a row has never changed anything: answer the defaults rather than writing a row on read. */
export async function getUserSettings(db: Database, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return toSettings(row);
}

export async function updateUserSettings(
  db: Database,
  userId: string,
  patch: PatchSettingsRequest,
  now = new Date(),
): Promise<UserSettings> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...patch, updatedAt: now } })
    .returning();
  return toSettings(row);
}
