import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { layouts, sites } from "../db/schema/index.ts";
import { forbidden, notFound } from "../errors.ts";
import { isUuid, requireTeamMember, workspaceRoleFor } from "../layouts/layout-access.ts";
import { removeLayoutFiles } from "../layouts/manage-layouts.ts";
import type { ObjectStorage } from "../storage/storage.ts";
import type { LayoutStatus } from "../contract/layouts.ts";
import type { SitePageSummary, SiteResponse, SiteSummary } from "../contract/sites.ts";
import { mayDo, notAllowedMessage, type LayoutAction } from "../contract/workspaces.ts";
import { siteProgressText } from "../contract/site-progress.ts";
import { SITE_NOT_FOUND } from "./site-routes.ts";

type Reader = Pick<Database, "select">;
export type SiteRow = typeof sites.$inferSelect;

/**
 * A site follows its workspace's rules exactly as a layout does (contract/workspaces.ts): the owner of a personal
 * site, a team's members by role; anyone else gets the 404 of a site that does not exist.
 */
export async function siteFor(db: Reader, userId: string, id: string, action: LayoutAction): Promise<SiteRow> {
  if (!isUuid(id)) throw notFound(SITE_NOT_FOUND);
  const [site] = await db.select().from(sites).where(eq(sites.id, id));
  const role = site ? await workspaceRoleFor(db, userId, site) : null;
  if (!site || !role) throw notFound(SITE_NOT_FOUND);
  if (!mayDo(role, action)) throw forbidden(role === "owner" ? `You cannot ${action} this site` : notAllowedMessage(role, action));
  return site;
}

const pageColumns = {
  layoutId: layouts.id,
  siteId: layouts.siteId,
  url: layouts.url,
  route: layouts.siteRoute,
  title: layouts.title,
  status: layouts.status,
  stage: layouts.stage,
  progress: layouts.progress,
  error: layouts.error,
  screenshotKey: layouts.screenshotKey,
  createdAt: layouts.createdAt,
};
type PageRow = { [K in keyof typeof pageColumns]: (typeof pageColumns)[K]["_"]["data"] } & { route: string | null; siteId: string | null };

/** The pages of some sites in site order: the start page first, then in the order the crawl found them. */
async function pagesOf(db: Reader, siteIds: string[]): Promise<PageRow[]> {
  if (siteIds.length === 0) return [];
  return (await db
    .select(pageColumns)
    .from(layouts)
    .where(inArray(layouts.siteId, siteIds))
    .orderBy(asc(layouts.createdAt), asc(layouts.siteRoute))) as PageRow[];
}

/** Still finding pages, or some page still extracting: the site is running; otherwise done (failed pages included). */
export function siteStatus(site: Pick<SiteRow, "status">, pages: readonly { status: LayoutStatus }[]): LayoutStatus {
  const crawling = site.status === "queued" || site.status === "running";
  if (crawling || pages.some((p) => p.status === "queued" || p.status === "running")) return "running";
  return "done";
}

function toPageSummary(p: PageRow): SitePageSummary {
  return { layoutId: p.layoutId, url: p.url, route: p.route ?? "/", title: p.title, status: p.status, stage: p.stage, progress: p.progress, error: p.error };
}

export async function toSiteResponse(db: Reader, site: SiteRow): Promise<SiteResponse> {
  const pages = await pagesOf(db, [site.id]);
  return {
    id: site.id,
    teamId: site.teamId,
    startUrl: site.startUrl,
    title: site.title ?? pages[0]?.title ?? null,
    status: siteStatus(site, pages),
    maxPages: site.maxPages,
    note: site.note,
    progressText: siteProgressText(pages, site.status === "queued" || site.status === "running"),
    pages: pages.map(toPageSummary),
    createdAt: site.createdAt.toISOString(),
    updatedAt: site.updatedAt.toISOString(),
  };
}

/** The sites of one workspace, newest first: a team's (members only, else 404) or the caller's personal ones. */
export async function listSites(db: Database, userId: string, teamId?: string): Promise<SiteSummary[]> {
  if (teamId) await requireTeamMember(db, userId, teamId);
  const rows = await db
    .select()
    .from(sites)
    .where(teamId ? eq(sites.teamId, teamId) : and(eq(sites.userId, userId), isNull(sites.teamId)))
    .orderBy(desc(sites.createdAt));
  const pages = await pagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((site) => {
    const own = pages.filter((p) => p.siteId === site.id);
    const first = own[0];
    return {
      id: site.id,
      teamId: site.teamId,
      startUrl: site.startUrl,
      title: site.title ?? first?.title ?? null,
      status: siteStatus(site, own),
      pageCount: own.length,
      failedPages: own.filter((p) => p.status === "failed").length,
      firstPageId: first?.layoutId ?? null,
      screenshotUrl: first?.screenshotKey ? `/api/layouts/${first.layoutId}/screenshot` : null,
      progressText: siteProgressText(own, site.status === "queued" || site.status === "running"),
      createdAt: site.createdAt.toISOString(),
      updatedAt: site.updatedAt.toISOString(),
    };
  });
}

/**
 * Deletes the site, its pages (by cascade: layouts.site_id, and with them their jobs and versions) and the pages'
 * stored screenshots and images. As for a layout, the extractions the pages took stay counted.
 */
export async function deleteSite(db: Database, storage: ObjectStorage, userId: string, id: string): Promise<void> {
  const site = await siteFor(db, userId, id, "delete");
  const pages = await pagesOf(db, [site.id]);
  await db.delete(sites).where(eq(sites.id, site.id));
  await removeLayoutFiles(
    storage,
    pages.map((p) => ({ id: p.layoutId, screenshotKey: p.screenshotKey })),
  );
}
