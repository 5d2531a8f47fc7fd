import { eq, isNotNull, and, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, subscriptions, teams, users } from "../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import { layoutAssetPrefix } from "../layouts/layout-assets.ts";
import { avatarKeyFromUrl } from "./avatar.ts";

export const DELETE_WITH_LIVE_SUBSCRIPTION =
  "Your paid subscription is still running. Cancel it under Settings → Subscription → Manage Subscription first, so you are not billed after your account is gone.";
export const DELETE_CONFIRM_MISMATCH = "The confirmation does not match your email address. Type it exactly to delete your account.";

/**
 * Deletes the user for good after they typed their own email address. The database cascades take layouts,
 * sessions, settings, usage, API keys, memberships and an owned team with them (layouts they made in another
 * person's team stay there, handed to its owner); stored objects (screenshots,
 * images uploaded into layouts, the profile photo) are removed afterwards, since a leftover file is harmless but a
 * leftover row is not.
 */
export async function deleteAccount(
  db: Database,
  storage: { screenshots: ObjectStorage },
  userId: string,
  confirm: string,
): Promise<void> {
  const [user] = await db.select({ email: users.email, profileImageUrl: users.profileImageUrl }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Account not found");
  if (confirm.trim().toLowerCase() !== user.email.toLowerCase()) throw badRequest(DELETE_CONFIRM_MISMATCH);

  // A live Stripe subscription would keep charging a customer we no longer know about.
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const billedByStripe = sub?.stripeSubscriptionId && !sub.testMode && !sub.cancelAtPeriodEnd;
  if (billedByStripe && (sub.status === "active" || sub.status === "past_due" || sub.status === "trialing")) {
    throw conflict(DELETE_WITH_LIVE_SUBSCRIPTION);
  }

  const { screenshots, owned } = await db.transaction(async (tx) => {
    // Layouts they made in someone else's team stay in that shared workspace: its owner takes them over.
    await tx
      .update(layouts)
      .set({ userId: sql`(select ${teams.ownerId} from ${teams} where ${teams.id} = ${layouts.teamId})` })
      .where(and(eq(layouts.userId, userId), sql`exists (select 1 from ${teams} where ${teams.id} = ${layouts.teamId} and ${teams.ownerId} <> ${userId})`));
    const screenshots = await tx
      .select({ key: layouts.screenshotKey })
      .from(layouts)
      .where(and(eq(layouts.userId, userId), isNotNull(layouts.screenshotKey)));
    const owned = await tx.select({ id: layouts.id }).from(layouts).where(eq(layouts.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return { screenshots, owned };
  });

  const keys = [...screenshots.map((s) => s.key), avatarKeyFromUrl(user.profileImageUrl)].filter((k): k is string => !!k);
  // Uploaded images are public by URL: with every layout of the account gone, none of them may stay reachable.
  const uploads = owned.map(({ id }) => layoutAssetPrefix(id));
  await Promise.allSettled([...keys.map((key) => storage.screenshots.delete(key)), ...uploads.map((prefix) => storage.screenshots.deletePrefix(prefix))]);
}
