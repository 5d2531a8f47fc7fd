import { z } from "zod";

/** The request side of whole-site extraction, apart from contract/sites.ts so the extract request can use it without a cycle. */

/** The most pages any plan may capture for one site (Enterprise); the plan's own limit is checked by the server. */
export const MAX_SITE_PAGES = 100;

/** The `site` field of an extract request (REST, web form and CLI `--site --max-pages N`). */
export const siteRequestSchema = z
  .object({
    maxPages: z
      .number({ error: "maxPages must be a whole number of pages" })
      .int("maxPages must be a whole number of pages")
      .min(1, "A site needs at least 1 page")
      .max(MAX_SITE_PAGES, `A site can have at most ${MAX_SITE_PAGES} pages`),
  })
  .strict();
export type SiteRequest = z.infer<typeof siteRequestSchema>;
