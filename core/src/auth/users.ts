import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { oauthAccounts, oauthProviders, users } from "../db/schema/index.ts";
import { conflict } from "../errors.ts";
import type { OAuthProfile } from "./providers/provider.ts";

export type AccountProvider = (typeof oauthProviders)[number];

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Finds or creates the user behind a provider identity. A verified email links a new provider to an existing
 * account with the same address; an unverified one never takes over someone's account.
 */
export async function upsertUserFromProfile(
  db: Database,
  provider: AccountProvider,
  profile: OAuthProfile,
  now = new Date(),
): Promise<typeof users.$inferSelect> {
  const email = normalizeEmail(profile.email);
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(oauthAccounts)
      .innerJoin(users, eq(users.id, oauthAccounts.userId))
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerAccountId, profile.providerAccountId)));
    if (linked) {
      const fill = {
        firstName: linked.user.firstName ?? profile.firstName,
        lastName: linked.user.lastName ?? profile.lastName,
        profileImageUrl: linked.user.profileImageUrl ?? profile.avatarUrl,
      };
      const [updated] = await tx.update(users).set({ ...fill, updatedAt: now }).where(eq(users.id, linked.user.id)).returning();
      return updated;
    }

    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing && !profile.emailVerified) {
      throw conflict("An account with this email already exists. Sign in the way you did before to link this one.");
    }
    const user =
      existing ??
      (
        await tx
          .insert(users)
          .values({
            email,
            firstName: profile.firstName,
            lastName: profile.lastName,
            profileImageUrl: profile.avatarUrl,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
      )[0];
    await tx.insert(oauthAccounts).values({ provider, providerAccountId: profile.providerAccountId, userId: user.id });
    return user;
  });
}
