import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { apiKeys, invoices, layouts, subscriptions, teamMembers, teams, usageRecords, users } from "../db/schema/index.ts";
import { notFound } from "../errors.ts";
import { listSessions } from "../auth/sessions.ts";
import { describeUserAgent } from "./user-agent.ts";
import { getUserSettings } from "./settings.ts";

export const EXPORT_FORMAT_VERSION = 1;

/**
 * Everything we hold about one user, as JSON they can keep (a data-portability copy). It includes only rows the
 * user owns: team mates appear as nothing more than the team's name, and secrets (session tokens, API key
 * hashes, payment-provider ids) stay out.
 */
export async function exportUserData(db: Database, userId: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Account not found");

  const [settings, [subscription], invoiceRows, layoutRows, usageRows, membershipRows, ownedTeams, keyRows, sessionRows] = await Promise.all([
    getUserSettings(db, userId),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.createdAt)),
    db.select().from(layouts).where(eq(layouts.userId, userId)).orderBy(asc(layouts.createdAt)),
    db.select().from(usageRecords).where(eq(usageRecords.userId, userId)).orderBy(asc(usageRecords.createdAt)),
    db
      .select({ team: teams.name, role: teamMembers.role, joinedAt: teamMembers.createdAt })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.userId, userId)),
    db.select({ name: teams.name, createdAt: teams.createdAt }).from(teams).where(eq(teams.ownerId, userId)),
    db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt)),
    listSessions(db, userId, now),
  ]);

  return {
    format: "layoutlift-account-export",
    version: EXPORT_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      createdAt: user.createdAt.toISOString(),
    },
    settings,
    subscription: subscription
      ? {
          tier: subscription.tier,
          status: subscription.status,
          interval: subscription.interval,
          currentPeriodStart: subscription.currentPeriodStart?.toISOString() ?? null,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        }
      : null,
    invoices: invoiceRows.map((i) => ({
      amountPaid: i.amountPaid,
      currency: i.currency,
      status: i.status,
      hostedInvoiceUrl: i.hostedInvoiceUrl,
      periodStart: i.periodStart?.toISOString() ?? null,
      periodEnd: i.periodEnd?.toISOString() ?? null,
      createdAt: i.createdAt.toISOString(),
    })),
    layouts: layoutRows.map((l) => ({
      id: l.id,
      url: l.url,
      title: l.title,
      framework: l.framework,
      status: l.status,
      error: l.error,
      extractedHtml: l.extractedHtml,
      extractedCss: l.extractedCss,
      editedHtml: l.editedHtml,
      editedCss: l.editedCss,
      layoutJson: l.layoutJson,
      version: l.version,
      createdAt: l.createdAt.toISOString(),
      updatedAt: l.updatedAt.toISOString(),
    })),
    usage: usageRows.map((u) => ({
      kind: u.kind,
      layoutId: u.layoutId,
      createdAt: u.createdAt.toISOString(),
      refundedAt: u.refundedAt?.toISOString() ?? null,
    })),
    teams: {
      owned: ownedTeams.map((t) => ({ name: t.name, createdAt: t.createdAt.toISOString() })),
      memberships: membershipRows.map((m) => ({ team: m.team, role: m.role, joinedAt: m.joinedAt.toISOString() })),
    },
    apiKeys: keyRows.map((k) => ({
      name: k.name,
      prefix: k.prefix,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      revokedAt: k.revokedAt?.toISOString() ?? null,
    })),
    sessions: sessionRows.map((s) => ({
      device: describeUserAgent(s.userAgent),
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

export type AccountExport = Awaited<ReturnType<typeof exportUserData>>;

export function exportFileName(email: string, now = new Date()): string {
  const who = email.split("@")[0]?.replace(/[^a-zA-Z0-9_-]/g, "") || "account";
  return `layoutlift-export-${who}-${now.toISOString().slice(0, 10)}.json`;
}
