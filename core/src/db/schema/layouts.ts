import { index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { JOB_STAGES } from "../../contract/job-stages.ts";
import type { LayoutJson } from "../../contract/layout-json.ts";
import { frameworks, layoutStatuses } from "../../contract/layouts.ts";
import { sites } from "./sites.ts";
import { teams } from "./teams.ts";
import { users } from "./users.ts";

export const layouts = pgTable(
  "layouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The team workspace the layout belongs to; null is its creator's personal workspace. A deleted team's layouts go back to their creators. */
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    title: text("title"),
    framework: text("framework", { enum: frameworks }),
    status: text("status", { enum: layoutStatuses }).notNull().default("queued"),
    stage: text("stage", { enum: JOB_STAGES }).notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    error: text("error"),
    layoutJson: jsonb("layout_json").$type<LayoutJson>(),
    extractedHtml: text("extracted_html"),
    extractedCss: text("extracted_css"),
    editedHtml: text("edited_html"),
    editedCss: text("edited_css"),
    screenshotKey: text("screenshot_key"),
    /** The layout this one was duplicated from: a copy is not an extraction (the dashboard's monthly count). */
    copiedFrom: uuid("copied_from").references((): AnyPgColumn => layouts.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    /** The site this layout is a page of (null: a standalone layout, as every layout made before sites). */
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "cascade" }),
    /** Its route in the site's exports ("/", "/about"); null for standalone layouts. */
    siteRoute: text("site_route"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("layouts_user_created_idx").on(t.userId, t.createdAt), index("layouts_team_created_idx").on(t.teamId, t.createdAt), index("layouts_site_idx").on(t.siteId)],
);

export const jobStatuses = ["queued", "running", "done", "failed"] as const;

/** The local queue: a worker claims a row by pushing lockedUntil forward, so a dead worker's job is re-claimed. */
export const extractionJobs = pgTable(
  "extraction_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    layoutId: uuid("layout_id")
      .notNull()
      .references(() => layouts.id, { onDelete: "cascade" }),
    status: text("status", { enum: jobStatuses }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(2),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("extraction_jobs_status_idx").on(t.status, t.createdAt)],
);
