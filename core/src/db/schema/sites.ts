import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { layoutStatuses } from "../../contract/layouts.ts";
import { teams } from "./teams.ts";
import { users } from "./users.ts";

/**
 * A whole-site extraction (issue 27). Its pages are ordinary layouts pointing here (`layouts.site_id`, deleted with
 * the site); layouts extracted before sites existed keep site_id null and stay standalone. `status` is the crawl's
 * own: running while pages are being found, done once the crawl ended. Whether pages are still extracting is read
 * from the pages themselves.
 */
export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Same workspace rules as layouts: null is the creator's personal workspace. */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    startUrl: text("start_url").notNull(),
    title: text("title"),
    maxPages: integer("max_pages").notNull(),
    status: text("status", { enum: layoutStatuses }).notNull().default("queued"),
    /** Why the crawl stopped short (allowance used up, robots.txt unreadable...), shown with the site; null when it did not. */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sites_user_created_idx").on(t.userId, t.createdAt), index("sites_team_created_idx").on(t.teamId, t.createdAt)],
);
