import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { layouts } from "./layouts.ts";
import { users } from "./users.ts";

/**
 * Every save of a layout's edits, as it was saved: the history the plans promise (kept for the plan's
 * `historyDays`). `version` is the layout version the save produced; the author may have left a team since.
 */
export const layoutVersions = pgTable(
  "layout_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    layoutId: uuid("layout_id")
      .notNull()
      .references(() => layouts.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    html: text("html").notNull(),
    css: text("css").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Set when this version brought back an older one. */
    restoredFrom: integer("restored_from"),
    /** A name the user gave this version ("Before client review"); null when unnamed. */
    label: text("label"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("layout_versions_layout_version_key").on(t.layoutId, t.version), index("layout_versions_layout_created_idx").on(t.layoutId, t.createdAt)],
);
