import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { billingIntervals, subscriptionStatuses, tiers } from "../../contract/billing.ts";
import { layouts } from "./layouts.ts";
import { users } from "./users.ts";

export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  tier: text("tier", { enum: tiers }).notNull().default("starter"),
  status: text("status", { enum: subscriptionStatuses }).notNull().default("trialing"),
  interval: text("interval", { enum: billingIntervals }).notNull().default("month"),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  stripePriceId: text("stripe_price_id"),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  /** Tier that takes over at period end (downgrades do not cut off what was paid for). */
  pendingTier: text("pending_tier", { enum: tiers }),
  testMode: boolean("test_mode").notNull().default(false),
  /** Stripe's event time of the last change applied, so older events arriving late are ignored. */
  lastEventAt: timestamp("last_event_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeInvoiceId: text("stripe_invoice_id").notNull().unique(),
    amountPaid: integer("amount_paid").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    hostedInvoiceUrl: text("hosted_invoice_url"),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("invoices_user_idx").on(t.userId, t.createdAt)],
);

/** One row per counted extraction; a failed extraction sets refundedAt and stops counting. */
export const usageRecords = pgTable(
  "usage_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    layoutId: uuid("layout_id").references(() => layouts.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["extraction"] }).notNull().default("extraction"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [index("usage_records_user_idx").on(t.userId, t.createdAt)],
);

export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
